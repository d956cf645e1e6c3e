import Foundation
import RxCore
import WebUI

/// The pages a web server holds: one per browser tab, each with its own views and view models.
///
/// A tab connects (``connect(resuming:send:)``) and gets the whole page; its events come in
/// through ``receive(_:on:)`` and the patches that answer them go out through its `send`. A
/// connection that drops leaves the page alive for ``gracePeriod``: the tab reconnecting with
/// the session's id within it gets the same page (its view models kept their state); after
/// it the page is closed, which disposes its screens' bindings and releases their view models.
@MainActor
package final class WebSessions {
    /// One tab's connection: the session, and which of its connections this is (a drop
    /// reported late for an older connection must not end a newer one).
    package struct Connection: Hashable, Sendable {
        /// The session's id, which the tab keeps to reconnect.
        package let sessionID: String
        let generation: Int
    }

    private final class Session {
        let document: WebDocument
        var generation = 0
        var send: (@Sendable (String) -> Void)?
        var expiry: Disposable?

        init(document: WebDocument) { self.document = document }
    }

    /// How long a page outlives its dropped connection.
    package let gracePeriod: RxTimeInterval
    private let scheduler: SchedulerType
    private let makeRoot: @MainActor () -> View
    private var sessions: [String: Session] = [:]

    /// Pages built by `makeRoot`, kept `gracePeriod` after their tab's connection drops, the
    /// grace timed on `scheduler` (a test scheduler in tests).
    package init(
        gracePeriod: RxTimeInterval = .seconds(30), scheduler: SchedulerType = MainScheduler.instance,
        makeRoot: @escaping @MainActor () -> View
    ) {
        self.gracePeriod = gracePeriod
        self.scheduler = scheduler
        self.makeRoot = makeRoot
    }

    /// The number of pages held (connected or within their grace period).
    package var count: Int { sessions.count }

    /// Connects a tab: to the session `id` if it is still held, else to a new page. Sends the
    /// whole page (with the session's id), then the focus and title, through `send`.
    package func connect(resuming id: String?, send: @escaping @Sendable (String) -> Void) -> Connection {
        let sessionID: String
        let session: Session
        if let id, let existing = sessions[id] {
            sessionID = id
            session = existing
            session.expiry?.dispose()
            session.expiry = nil
        } else {
            sessionID = Self.newSessionID()
            session = Session(document: WebDocument(root: makeRoot()))
            sessions[sessionID] = session
            session.document.onNeedsFlush = { [weak self] in
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.flush(sessionID) } }
            }
        }
        session.generation += 1
        session.send = send
        let page = session.document.render()
        send(ServerMessage(session: sessionID, page: page, patches: session.document.flush()).json)
        return Connection(sessionID: sessionID, generation: session.generation)
    }

    /// Applies one message from the tab and sends the patches that answer it. Returns `false`
    /// for a message refused (too large or malformed), which changes nothing.
    @discardableResult
    package func receive(_ message: String, on connection: Connection) -> Bool {
        guard let session = sessions[connection.sessionID], session.generation == connection.generation,
            let event = try? WebEvent.decode(Array(message.utf8))
        else { return false }
        session.document.handle(event)
        flush(connection.sessionID)
        return true
    }

    /// The tab's connection dropped: the page is closed after the grace period unless the tab
    /// reconnects first.
    package func disconnect(_ connection: Connection) {
        guard let session = sessions[connection.sessionID], session.generation == connection.generation else { return }
        session.send = nil
        session.expiry = scheduler.scheduleRelative((), dueTime: gracePeriod) { [weak self] _ in
            MainActor.assumeIsolated { self?.close(connection.sessionID) }
            return Disposables.create()
        }
    }

    /// Closes every page (the server stops).
    package func closeAll() {
        for id in Array(sessions.keys) { close(id) }
    }

    private func close(_ id: String) {
        guard let session = sessions.removeValue(forKey: id) else { return }
        session.expiry?.dispose()
        session.send = nil
        session.document.close()
    }

    private func flush(_ id: String) {
        guard let session = sessions[id], let send = session.send else { return }
        let patches = session.document.flush()
        if !patches.isEmpty { send(WebPatch.json(patches)) }
    }

    /// 128 random bits in hex.
    nonisolated static func newSessionID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.map {
            String(repeating: "0", count: 16 - $0.count) + $0
        }.joined()
    }
}

/// The first message of a connection: the session's id, the whole page, then patches (focus, title).
struct ServerMessage: Encodable {
    let session: String
    let page: String
    let patches: [WebPatch]

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
