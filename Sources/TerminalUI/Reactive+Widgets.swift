import RxCore
import RxUI

@MainActor
extension Reactive where Base: Button {
    /// Emits once per press — Enter or Space while the button is focused and enabled — as
    /// RxCocoa's `button.rx.tap`; a disabled button emits nothing. Never completes while the
    /// button lives.
    public var tap: ControlEvent<Void> { ControlEvent(events: base.taps.asObservable()) }

    /// Accepts whether the button can be pressed, as RxCocoa's `button.rx.isEnabled`: a form's
    /// `isValid` output drives it. A disabled button is drawn dim, cannot take the focus, and
    /// emits nothing on ``tap``.
    public var isEnabled: Binder<Bool> { Binder(mainActor: base) { button, enabled in button.isEnabled = enabled } }
}

@MainActor
extension Reactive where Base: TextField {
    /// The field's text, as RxCocoa's `textField.rx.text`. Observing emits the current text at
    /// once, then the text after every edit (each key typed or deleted); it is never `nil`, so
    /// `.orEmpty` gives `String`. Binding a value replaces the text (the cursor kept inside it)
    /// and is emitted too, as UIKit's is not; a view model clears a field after sending this way.
    public var text: ControlProperty<String?> {
        let field = base
        return ControlProperty(
            values: field.textRelay.asObservable().map { Optional($0) },
            valueSink: Binder(mainActor: field) { field, text in field.text = text ?? "" }
        )
    }

    /// Emits each time `event` happens: `.editingDidBegin` when the field gets the focus,
    /// `.editingDidEnd` when it loses it, `.editingDidEndOnExit` on Enter (a search's
    /// "submit"), `.editingChanged` after each edit.
    public func controlEvent(_ event: TextField.Event) -> ControlEvent<Void> {
        ControlEvent(events: base.events.asObservable().filter { $0 == event }.map { _ in () })
    }

    /// Emits ``TextField/maximumLength`` each time text was cut at it: a paste past it (typed up
    /// to it), text set past it, the limit lowered under the text. A screen shows it its own
    /// way; the running application already says so on its bottom line until the next key.
    /// Never completes while the field lives. (A case of ``TextField/Event`` would have broken
    /// every exhaustive `switch` over it.)
    public var textTruncated: ControlEvent<Int> { ControlEvent(events: base.truncations.asObservable()) }
}

@MainActor
extension Reactive where Base: Label {
    /// Accepts the label's text, as RxCocoa's `label.rx.text`: each value replaces it and
    /// `nil` clears it. A label wraps to its width; bind a Driver (`drive`) from a view model.
    public var text: Binder<String?> { Binder(mainActor: base) { label, text in label.text = text ?? "" } }
}

@MainActor
extension Reactive where Base: View {
    /// Accepts whether the view is hidden, as UIKit's `view.rx.isHidden`: a hidden view is not
    /// drawn, cannot have the focus, and in a ``StackView`` takes no room and no spacing. Every
    /// view has it: a label, a list, a stack of several.
    public var isHidden: Binder<Bool> { Binder(mainActor: base) { view, hidden in view.isHidden = hidden } }
}

@MainActor
extension Reactive where Base: ActivityIndicatorView {
    /// Accepts whether the spinner turns, as RxCocoa's `activityIndicator.rx.isAnimating`:
    /// `true` starts it, `false` stops it — and, while ``ActivityIndicatorView/hidesWhenStopped``
    /// (the default), removes its line and spacing. Bind an `ActivityIndicator`'s loading output.
    public var isAnimating: Binder<Bool> { Binder(mainActor: base) { view, animating in view.isAnimating = animating } }
}

@MainActor
extension Reactive where Base: NavigationBar {
    /// Accepts the bar's title (`nil` clears it). A screen's title is usually set through
    /// `screen.rx.title`, which sets the bar's.
    public var title: Binder<String?> { Binder(mainActor: base) { bar, title in bar.title = title ?? "" } }
}

@MainActor
extension Reactive where Base: BannerView {
    /// Accepts the banner's message: a string shows it (wrapped, at most
    /// ``BannerView/maximumLines`` lines) and stays until the next value; `nil` hides the banner.
    /// Bind a view model's error message — `nil` after a later success — to
    /// `screen.banner.rx.message` for an error that persists until it is fixed.
    public var message: Binder<String?> { Binder(mainActor: base) { banner, message in banner.message = message } }
}

@MainActor
extension Reactive where Base: SegmentedControl {
    /// The selected segment's index. Observing emits the current index at once, then each
    /// index the user moves to with ←/→; binding selects that segment (emitted too).
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
    /// Accepts arrays of elements, one row each: each array replaces the rows and `configure`
    /// fills each row's ``ListCell`` (`text`, `detail`, `accessory`, `style`) from
    /// `(row, element, cell)`. Use as `items.bind(to: list.rx.items) { row, element, cell in … }`
    /// or `items.drive(list.rx.items) { … }`. For sections with headers, bind
    /// `list.rx.items(dataSource:)` of the `RxDataSources` product instead.
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

    /// Accepts the dim line under the last row (``ListView/footerText``), such as
    /// "— end of list —"; an empty string removes it.
    public var footerText: Binder<String> { Binder(mainActor: base) { list, text in list.footerText = text } }

    /// Emits the row chosen with Enter: its index among the list's rows, from 0 — **not** an
    /// index path. With a sectioned data source every header is a row too, so the first item
    /// of the second section of two-item sections is row 4 (header, 2 items, header, item);
    /// the data source's `itemPath(forRow:)` turns a row into an `ItemPath`, and
    /// ``modelSelected(_:)`` gives the element itself. Never emits for a header.
    public var itemSelected: ControlEvent<Int> { ControlEvent(events: base.selections.asObservable()) }

    /// Emits the element of the row chosen with Enter, as RxCocoa's `rx.modelSelected`: pass
    /// the element type bound (`Contact.self`, or `Section.Item.self` with a data source). A
    /// row whose element is not of that type emits nothing.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let list = base
        return ControlEvent(
            events: base.selections.asObservable().compactMap { [weak list] row -> T? in list?.model(at: row) })
    }

    /// Emits when the selection arrives at the last row (Down, End, Page Down), and for each
    /// Down pressed there: time to load the next page. Down presses made there while the page
    /// loads move on into its rows when they arrive.
    public var reachedBottom: ControlEvent<Void> { ControlEvent(events: base.bottomReached.asObservable()) }

    /// Emits when the user asks for a refresh — `r` or F5 while the list is focused — as a
    /// refresh control's `valueChanged` would; the rows that answer it start again at the top.
    public var refresh: ControlEvent<Void> { ControlEvent(events: base.refreshes.asObservable()) }
}

@MainActor
extension Reactive where Base: Screen {
    /// Accepts the screen's title, shown in its navigation bar (a detail screen's name,
    /// "Contacts (12)").
    public var title: Binder<String> { Binder(mainActor: base) { screen, title in screen.title = title } }
}
