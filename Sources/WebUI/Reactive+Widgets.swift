import RxCore
import RxUI

// The bindings of the web widgets, shaped as TerminalUI's and RxCocoa's, so a web screen binds
// a view model's Output with the same lines as a terminal screen.

@MainActor
extension Reactive where Base: Button {
    /// Taps: a click, or Enter or Space while focused.
    public var tap: ControlEvent<Void> { ControlEvent(events: base.taps.asObservable()) }

    /// Binds whether the button can be pressed (`disabled` when not).
    public var isEnabled: Binder<Bool> { Binder(mainActor: base) { button, enabled in button.isEnabled = enabled } }

    /// Sets the title.
    public var title: Binder<String> { Binder(mainActor: base) { button, title in button.title = title } }
}

@MainActor
extension Reactive where Base: TextField {
    /// The text: observing yields it and every edit; binding sets it (and sends it to the browser).
    public var text: ControlProperty<String?> {
        let field = base
        return ControlProperty(
            values: field.textRelay.asObservable().map { Optional($0) },
            valueSink: Binder(mainActor: field) { field, text in field.text = text ?? "" }
        )
    }

    /// One kind of editing event: `.editingDidBegin`, `.editingDidEnd`,
    /// `.editingDidEndOnExit` (Enter), `.editingChanged`.
    public func controlEvent(_ event: TextField.Event) -> ControlEvent<Void> {
        ControlEvent(events: base.events.asObservable().filter { $0 == event }.map { _ in () })
    }
}

@MainActor
extension Reactive where Base: TextView {
    /// The text: observing yields it and every edit; binding sets it (and sends it to the browser).
    public var text: ControlProperty<String?> {
        let view = base
        return ControlProperty(
            values: view.textRelay.asObservable().map { Optional($0) },
            valueSink: Binder(mainActor: view) { view, text in view.text = text ?? "" }
        )
    }

    /// One kind of editing event: `.editingDidBegin`, `.editingDidEnd`, `.editingChanged`
    /// (Enter is a new line here, so `.editingDidEndOnExit` never comes).
    public func controlEvent(_ event: TextField.Event) -> ControlEvent<Void> {
        ControlEvent(events: base.events.asObservable().filter { $0 == event }.map { _ in () })
    }
}

@MainActor
extension Reactive where Base: Label {
    /// Sets the text (`nil` clears it).
    public var text: Binder<String?> { Binder(mainActor: base) { label, text in label.text = text ?? "" } }
}

@MainActor
extension Reactive where Base: View {
    /// Hides or shows the view (the `hidden` attribute).
    public var isHidden: Binder<Bool> { Binder(mainActor: base) { view, hidden in view.isHidden = hidden } }
}

@MainActor
extension Reactive where Base: ActivityIndicatorView {
    /// Starts and stops the indicator.
    public var isAnimating: Binder<Bool> { Binder(mainActor: base) { view, animating in view.isAnimating = animating } }
}

@MainActor
extension Reactive where Base: BannerView {
    /// Shows a message, or hides the banner for `nil`.
    public var message: Binder<String?> { Binder(mainActor: base) { banner, message in banner.message = message } }
}

@MainActor
extension Reactive where Base: SegmentedControl {
    /// The pressed segment: observing yields it and every change; binding presses one.
    public var selectedSegmentIndex: ControlProperty<Int> {
        let control = base
        return ControlProperty(
            values: control.selection.asObservable(),
            valueSink: Binder(mainActor: control) { control, index in control.selectedSegmentIndex = index }
        )
    }
}

@MainActor
extension Reactive where Base: ListView {
    /// Binds `source`'s arrays to the rows; `configure` fills each row's cell from its element.
    /// Use as `items.bind(to: list.rx.items) { row, element, cell in … }` (or `drive`).
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source) -> (
        _ configure: @escaping (Int, Sequence.Element, ListCell) -> Void
    ) -> Disposable where Source.Element == Sequence {
        let list = base
        return { configure in
            source.subscribe(onNext: { [weak list] elements in
                list?.setItems(Array(elements), configure: configure)
            })
        }
    }

    /// The dim row after the last one.
    public var footerText: Binder<String> { Binder(mainActor: base) { list, text in list.footerText = text } }

    /// The index of the row chosen (clicked, or Enter on it).
    public var itemSelected: ControlEvent<Int> { ControlEvent(events: base.selections.asObservable()) }

    /// The element of the row chosen.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let list = base
        return ControlEvent(
            events: base.selections.asObservable().compactMap { [weak list] row -> T? in list?.model(at: row) })
    }

    /// The focus reached the last row: time to load more.
    public var reachedBottom: ControlEvent<Void> { ControlEvent(events: base.bottomReached.asObservable()) }

    /// The user asked for a refresh (`r` on the list).
    public var refresh: ControlEvent<Void> { ControlEvent(events: base.refreshes.asObservable()) }
}

@MainActor
extension Reactive where Base: TabBarController {
    /// The shown tab: observing yields it and every change; binding shows one.
    public var selectedIndex: ControlProperty<Int> {
        let tabs = base
        return ControlProperty(
            values: tabs.selection.asObservable(),
            valueSink: Binder(mainActor: tabs) { tabs, index in tabs.select(index) }
        )
    }
}

@MainActor
extension Reactive where Base: Screen {
    /// Sets the screen's title (its heading and the page's title).
    public var title: Binder<String> { Binder(mainActor: base) { screen, title in screen.title = title } }

    /// Whether the page shows the screen (see ``Screen/isShown``): its current value, then each
    /// change, on the main thread. Gate work the user cannot see with it — a poll that waits
    /// while its screen is under another or on a hidden tab costs nothing there.
    public var isShown: Observable<Bool> { base.shownRelay.asObservable().distinctUntilChanged() }
}

@MainActor
extension Reactive where Base: KeyCommand {
    /// Enables or disables the command (a disabled one is neither run nor listed).
    public var isEnabled: Binder<Bool> { Binder(mainActor: base) { command, enabled in command.isEnabled = enabled } }
}
