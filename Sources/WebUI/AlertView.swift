import RxCore
import RxUI

/// One button of an alert.
@MainActor
public struct AlertAction {
    /// How the action's button reads.
    public enum Style: Sendable {
        /// An ordinary choice.
        case `default`
        /// Closes without acting; Escape chooses it.
        case cancel
        /// Destroys or deletes something.
        case destructive
    }

    /// The button's text.
    public let title: String
    /// What kind of choice it is.
    public let style: Style
    /// Runs after the alert is dismissed.
    public let handler: (() -> Void)?

    /// An action titled `title`.
    public init(title: String, style: Style = .default, handler: (() -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A modal dialog (`role="alertdialog"`): a title, a message and a row of buttons. Shown with
/// ``Screen/present(_:)``, it takes the focus; a button, or Escape for the cancel action,
/// dismisses it.
@MainActor
public final class AlertView: View {
    /// The actions, in button order.
    public let actions: [AlertAction]
    private let titleLabel: Label
    private let messageLabel: Label
    private let buttons: [Button]
    private let disposeBag = DisposeBag()
    weak var presentingScreen: Screen?

    /// An alert titled `title` saying `message`, with a button per action.
    public init(title: String, message: String, actions: [AlertAction]) {
        self.actions = actions
        titleLabel = Label(title, element: "h2")
        messageLabel = Label(message, element: "p")
        buttons = actions.map { Button($0.title) }
        super.init()
        addChild(titleLabel)
        addChild(messageLabel)
        addChild(StackView(axis: .horizontal, buttons))
        for (button, action) in zip(buttons, actions) {
            button.taps.subscribe(onNext: { [weak self] in self?.choose(action) }).disposed(by: disposeBag)
        }
    }

    public override func attributes() -> [Attribute] {
        [
            Attribute("class", "alert"), Attribute("role", "alertdialog"), Attribute("aria-modal", "true"),
            Attribute("aria-label", titleLabel.text),
        ]
    }

    /// The first button takes the focus.
    public override func preferredFocusView() -> View? { buttons.first }

    /// Escape chooses the cancel action.
    public override func handleKey(_ key: String) -> Bool {
        guard key == "Escape" else { return true }
        if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
        return true
    }

    private func choose(_ action: AlertAction) {
        presentingScreen?.dismissAlert()
        action.handler?()
    }
}
