import Foundation

/// Global behaviour that an application may customise.
public enum Hooks {
    /// Receives errors that reach a `subscribe` call without an `onError` handler.
    /// The default prints them in debug builds.
    nonisolated(unsafe) public static var defaultErrorHandler: (Swift.Error) -> Void = { error in
        #if DEBUG
        FileHandle.standardError.write(Data("Unhandled error happened: \(error)\n".utf8))
        #endif
    }

    /// Receives a report when a debug build sees events sent into a subject or `create`
    /// observer from two threads at once — a violation of the ReactiveX contract by the caller.
    nonisolated(unsafe) public static var synchronizationViolationHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("⚠️ ReactiveMVVM: \(message)\n".utf8))
    }
}
