import Foundation

/// Global behaviour that an application may customise. Set hooks once, at start-up, before
/// any subscription exists: they are read without synchronization.
public enum Hooks {
    /// Receives an unhandled error and the call stack of the `subscribe` that did not handle
    /// it (empty unless ``recordCallStackOnError`` is on).
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void
    /// Captures the call stack of a `subscribe` call.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// Whether `subscribe` calls without an error handler capture their call stack, to be
    /// handed to ``defaultErrorHandler`` if an error arrives. Off by default: capturing costs.
    /// (Read on every subscription, so it opts out of dynamic exclusivity checks: set it at
    /// start-up only.)
    @exclusivity(unchecked) nonisolated(unsafe) public static var recordCallStackOnError = false

    /// Captures a `subscribe` call's stack when ``recordCallStackOnError`` is on. The default
    /// returns `Thread.callStackSymbols` in debug builds and nothing in release builds.
    nonisolated(unsafe) public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
        #if DEBUG
        return Thread.callStackSymbols
        #else
        return []
        #endif
    }

    /// Receives errors that reach a `subscribe` call without an `onError` handler, with that
    /// call's stack. The default prints both to standard error in debug builds.
    nonisolated(unsafe) public static var defaultErrorHandler: DefaultErrorHandler = { callStack, error in
        #if DEBUG
        var report = "Unhandled error happened: \(error)\n"
        if !callStack.isEmpty { report += "subscription called from:\n" + callStack.joined(separator: "\n") + "\n" }
        FileHandle.standardError.write(Data(report.utf8))
        #endif
    }

    /// With ``recordCallStackOnError`` on, a handler reporting to ``defaultErrorHandler`` with
    /// the current call stack; else `nil` (the subscriber reports with an empty stack).
    @usableFromInline @inline(never)
    static func unhandledErrorReporter() -> ((Swift.Error) -> Void)? {
        guard recordCallStackOnError else { return nil }
        let callStack = customCaptureSubscriptionCallstack()
        return { defaultErrorHandler(callStack, $0) }
    }

    /// The current call stack if ``recordCallStackOnError`` is on, else nothing.
    static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// Receives a report when a debug build sees events sent into a subject or `create`
    /// observer from two threads at once — a violation of the ReactiveX contract by the caller.
    nonisolated(unsafe) public static var synchronizationViolationHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("⚠️ ReactiveMVVM: \(message)\n".utf8))
    }
}
