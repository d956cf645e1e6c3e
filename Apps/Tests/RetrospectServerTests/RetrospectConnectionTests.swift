import Foundation
import MVVM
import RetrospectClient
import RetrospectServer
import RetrospectViewModels
import RxCore
import RxTesting
import TmuxTesting
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The retrospect server's connections: idle ones hold up no request, a trickled one is cut off.
final class RetrospectConnectionTests: RetrospectServerTestCase {
    /// 2,000 idle connections (64 stalled the server before) hold up no request.
    func testTwoThousandIdleConnectionsDoNotHoldUpARequest() throws {
        server.stop()
        server = RetrospectServer(database: try RetrospectDatabase(path: databasePath, seed: true), idleTimeout: 60)
        service = RetrospectHTTPService(baseURL: try server.start())
        let idle = (0..<2_000).map { _ in LoopbackSocket.connect(port: server.port) }
        defer { idle.forEach { close($0) } }
        XCTAssertEqual(idle.filter { $0 < 0 }.count, 0, "every connection was accepted")
        XCTAssertEqual(try value(service.writableRetrospectiveCount()), 3)
    }

    /// A request trickled in byte by byte is cut off after the idle timeout.
    func testARequestTrickledByteByByteIsCutOff() throws {
        server.stop()
        server = RetrospectServer(database: try RetrospectDatabase(path: databasePath), idleTimeout: 1)
        try server.start()
        let request =
            "GET /retrospects/count HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow-"
            + String(repeating: "x", count: 60) + "\r\n\r\n"
        let closedAfter = LoopbackSocket.secondsUntilClosed(
            tricklingBytesOf: request, port: server.port, interval: 0.1, limit: 20)
        XCTAssertNotNil(closedAfter)
        XCTAssertLessThan(closedAfter ?? .infinity, 6)
    }
}
