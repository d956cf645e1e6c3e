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

/// The base of the tests of the retrospect server over real HTTP: each test starts a server on a
/// temporary database file of its own, removed when it ends, and a client for it.
class RetrospectServerTestCase: XCTestCase {
    var directory: URL!
    var server: RetrospectServer!
    var service: RetrospectHTTPService!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("retrospect-\(UUID().uuidString)")
        try start()
    }

    override func tearDown() {
        server?.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    var databasePath: String { directory.appendingPathComponent("goals.sqlite").path }

    func start(seed: Bool = false) throws {
        server = RetrospectServer(database: try RetrospectDatabase(path: databasePath, seed: seed))
        service = RetrospectHTTPService(baseURL: try server.start())
    }

    func value<Value>(_ single: Single<Value>) throws -> Value {
        try single.asObservable().toBlocking(timeout: 20).single()
    }

    func failure<Value>(_ single: Single<Value>) -> RetrospectAPIError? {
        guard case .failed(_, let error) = single.asObservable().toBlocking(timeout: 20).materialize() else {
            return nil
        }
        return error as? RetrospectAPIError
    }

    /// A raw request, for bodies the client would never send.
    func raw(_ method: String, _ path: String, body: Data?) throws -> (status: Int, body: String) {
        var request = URLRequest(url: server.baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (response, data) = try session.rx.response(request: request).toBlocking(timeout: 20).single()
        return (response.statusCode, String(decoding: data, as: UTF8.self))
    }

    func completedGoal(_ title: String) throws -> Goal {
        let goal = try value(
            service.createGoal(title: title, reward: "cake", startDate: "2026-11-01", endDate: "2026-11-30"))
        return try value(service.completeGoal(id: goal.id))
    }
}
