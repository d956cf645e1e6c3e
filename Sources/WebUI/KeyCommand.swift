import RxCore
import RxUI

/// A key a screen answers to, declared once: the screen handles it and lists it on its
/// key-hint line. Keys are named as the browser's `KeyboardEvent.key` names them (`"+"`,
/// `"Escape"`, `"F12"`); the client sends the keys typed outside an input.
@MainActor
public final class KeyCommand: ReactiveCompatible {
    /// The keys that run the command.
    public let keys: [String]
    /// How the hint line names the keys.
    public let label: String
    /// What the command does, as the hint line says it.
    public let title: String
    /// Whether the command runs and is listed.
    public var isEnabled: Bool { didSet { if oldValue != isEnabled { onChange?() } } }
    /// Whether the screen handles the keys; `false` for a key listed only.
    public let isHandledByScreen: Bool
    private let handler: ((String) -> Bool)?
    let presses = PublishRelay<String>()
    var onChange: (() -> Void)?

    /// A command run by `keys`. Without `handler` every press emits on ``triggered``; with one,
    /// `handler` decides whether it handled the key.
    public init(
        _ keys: [String], label: String, title: String, isEnabled: Bool = true, handler: ((String) -> Bool)? = nil
    ) {
        self.keys = keys
        self.label = label
        self.title = title
        self.isEnabled = isEnabled
        self.handler = handler
        isHandledByScreen = true
    }

    private init(describing label: String, title: String) {
        keys = []
        self.label = label
        self.title = title
        isEnabled = true
        handler = nil
        isHandledByScreen = false
    }

    /// A key handled elsewhere (Tab and Enter by the browser), listed on the hint line only.
    public static func handledElsewhere(_ label: String, _ title: String) -> KeyCommand {
        KeyCommand(describing: label, title: title)
    }

    /// Presses of the command's keys that it handled.
    public var triggered: ControlEvent<Void> { ControlEvent(events: presses.asObservable().map { _ in () }) }

    /// The hint: "label: title".
    public var hint: String { "\(label): \(title)" }

    func run(_ key: String) -> Bool {
        guard isEnabled, isHandledByScreen, keys.contains(key) else { return false }
        if let handler, !handler(key) { return false }
        presses.accept(key)
        return true
    }
}
