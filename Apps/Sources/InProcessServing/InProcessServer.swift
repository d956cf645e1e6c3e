import Foundation
import Logging
import ServiceLifecycle
import Synchronization

/// Runs a server — a ServiceLifecycle `Service` such as a Hummingbird `Application` — inside
/// this process until it is stopped: the start-and-stop part the project's loopback servers
/// (the offline GitHub, the retrospect server) share. ``start(logger:_:)`` returns once the
/// server listens; ``stop()`` shuts it down gracefully and waits; a runner released while its
/// server runs shuts that server down.
package final class InProcessServer: Sendable {
    private struct Running: @unchecked Sendable {
        let group: ServiceGroup
        let finished: DispatchSemaphore
    }

    private let running = Mutex<Running?>(nil)

    /// A runner with nothing running yet.
    package init() {}

    deinit {
        if let running = running.withLock({ $0 }) {
            Task { await running.group.triggerGracefulShutdown() }
        }
    }

    /// Builds the service with `make` — which must call the `ready` closure it is given once
    /// the service listens (Hummingbird's `onServerRunning`) — runs it, and returns when it is
    /// ready. Throws what kept it from starting, such as a port already in use.
    package func start<Server: Service>(logger: Logger, _ make: (_ ready: @escaping @Sendable () -> Void) -> Server)
        throws
    {
        let ready = DispatchSemaphore(value: 0)
        let failure = Mutex<(any Error)?>(nil)
        let group = ServiceGroup(
            configuration: .init(services: [make { ready.signal() }], gracefulShutdownSignals: [], logger: logger))
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await group.run()
            } catch {
                failure.withLock { $0 = error }
            }
            ready.signal()
            finished.signal()
        }
        ready.wait()
        if let error = failure.withLock({ $0 }) { throw error }
        running.withLock { $0 = Running(group: group, finished: finished) }
    }

    /// Stops accepting connections, lets requests being answered finish (up to a few
    /// seconds), and returns when the server has shut down. Safe to call twice.
    package func stop() {
        guard
            let running = running.withLock({ running -> Running? in
                defer { running = nil }
                return running
            })
        else { return }
        Task.detached { await running.group.triggerGracefulShutdown() }
        _ = running.finished.wait(timeout: .now() + 10)
    }
}
