import RxCore
import RxUI

/// A key a screen answers to, declared once: the screen handles the key from it and shows its
/// hint ("s: star") on the key-hint line from it — the terminal's `UIKeyCommand`.
///
/// A screen lists its commands in ``Screen/keyCommands``. A command either feeds a view-model
/// input (subscribe to ``triggered``), runs its own handler (a segment that moves with ←/→), or
/// only describes a key handled elsewhere (Enter on a list row, `r` on a list), so that the
/// hint line lists it too. A disabled command is neither handled nor listed: a view
/// model says which actions are possible and the screen binds that to ``isEnabled``.
@MainActor
public final class KeyCommand: ReactiveCompatible {
    /// The keys that run the command (←/→ are two keys of one command).
    public let keys: [Key]
    /// How the hint line names the keys: "s", "←/→", "Enter".
    public let label: String
    /// What the command does, as the hint line says it: "star", "open section".
    public let title: String
    /// Whether the command runs and is listed; a change redraws the screen's hint line.
    public var isEnabled: Bool {
        didSet { if oldValue != isEnabled { onChange?() } }
    }
    /// Whether the command handles its keys; `false` for a key handled elsewhere, listed only.
    public let isHandledByScreen: Bool

    private let handler: ((Key) -> Bool)?
    private let presses = PublishRelay<Key>()
    /// Set by the screen that lists the command, to redraw its hint line.
    var onChange: (() -> Void)?

    /// A command run by `keys`, named `label` and `title` on the hint line. Without `handler`
    /// every press emits on ``triggered`` and counts as handled; with one, `handler` decides
    /// (returning whether it handled the key) and ``triggered`` emits when it did.
    public init(
        _ keys: [Key], label: String, title: String, isEnabled: Bool = true, handler: ((Key) -> Bool)? = nil
    ) {
        self.keys = keys
        self.label = label
        self.title = title
        self.isEnabled = isEnabled
        self.handler = handler
        isHandledByScreen = true
    }

    /// A command run by the character `character`, which is also its label: `KeyCommand("s", title: "star")`.
    public convenience init(_ character: Character, title: String, isEnabled: Bool = true) {
        self.init([.character(character)], label: String(character), title: title, isEnabled: isEnabled)
    }

    private init(describing label: String, title: String) {
        keys = []
        self.label = label
        self.title = title
        isEnabled = true
        handler = nil
        isHandledByScreen = false
    }

    /// A key handled elsewhere — by the focused view (Enter on a row, ↑/↓ in a document, `r`
    /// on a list) or by keys every screen of the app shares: listed on the hint line while
    /// enabled, never handled by this command.
    public static func handledElsewhere(_ label: String, _ title: String) -> KeyCommand {
        KeyCommand(describing: label, title: title)
    }

    /// A command that ends the application, as `q` does in most terminal programs: it calls
    /// ``TerminalApplication/quit(status:message:)`` with status 0 (the terminal is restored
    /// and the process exits). No key quits unless a screen declares it — `q` may mean
    /// something else on a screen, a focused text field types it, and a screen with unsent
    /// text may ask first — so a screen that quits lists `KeyCommand.quit()` in its
    /// ``Screen/keyCommands``. Its hint is "q: " and `title`, or without one the chosen words'
    /// ``WidgetStrings/quit``: "q: quit", and "q: 종료" under ``WidgetStrings/korean``.
    /// Ctrl-C always quits, with status 130.
    public static func quit(_ character: Character = "q", title: String? = nil) -> KeyCommand {
        KeyCommand([.character(character)], label: String(character), title: title ?? WidgetStrings.current.quit) { _ in
            TerminalApplication.current?.quit()
            return true
        }
    }

    /// Each press of one of the command's keys that the command handled.
    public var triggered: Observable<Void> { presses.map { _ in () } }
    /// Each key of the command that it handled, for commands of several keys (←/→).
    public var triggeredKeys: Observable<Key> { presses.asObservable() }

    /// "s: star": the command on the hint line.
    public var hint: String { "\(label): \(title)" }

    /// Runs the command for `key` when it is one of its keys and it is enabled; returns whether it handled it.
    public func perform(_ key: Key) -> Bool {
        guard isEnabled, isHandledByScreen, keys.contains(key) else { return false }
        let handled = handler?(key) ?? true
        if handled { presses.accept(key) }
        return handled
    }
}

@MainActor
extension Reactive where Base: KeyCommand {
    /// Accepts whether the command is enabled: a disabled one handles no key and its hint
    /// leaves the screen's hint line. Bind a view model's "can do it now" output.
    public var isEnabled: Binder<Bool> {
        Binder(mainActor: base) { command, isEnabled in command.isEnabled = isEnabled }
    }

    /// Emits once per press of one of the command's keys that it handled (never while
    /// disabled, nor while a focused text field takes the key).
    public var triggered: ControlEvent<Void> { ControlEvent(events: base.triggered) }
}

@MainActor
extension Array where Element == KeyCommand {
    /// The hint line of these commands followed by `ending` (the keys every screen of an app
    /// shares, such as "Esc: back  q: quit"), leaving out an ending key these commands
    /// already name: "Enter: open  r: refresh  Esc: back  q: quit".
    public func hintLine(endingWith ending: [KeyCommand]) -> String {
        let labels = Set(map(\.label))
        return (self + ending.filter { !labels.contains($0.label) }).map(\.hint).joined(separator: "  ")
    }
}
