import RxCore
import RxUI

/// A list: a `<ul>` whose rows are `<li>`s, each selectable row a `<button>` (so a click, or
/// Tab and Enter, chooses it; the client moves between rows with ↑/↓). A change of rows
/// replaces only the rows that changed, appends new ones at the end, or removes the last.
///
/// The row the focus reaches last asks for more (``Reactive/reachedBottom``); `r` on the list
/// asks for a refresh.
@MainActor
public final class ListView: View {
    /// Shown as the only row when there are no rows (``WebStrings/noItems`` unless set).
    public var emptyText = WebStrings.current.noItems { didSet { if emptyText != oldValue { setNeedsDisplay() } } }
    /// A dim row after the last one ("— end of list —"), or `""` for none.
    public var footerText = "" { didSet { if footerText != oldValue { setNeedsDisplay() } } }
    /// The accessible name of the list.
    public var accessibilityLabel: String
    /// The row chosen last (`aria-current`).
    public private(set) var selectedRow: Int?

    private var models: [Any] = []
    private var configure: (Int, Any, ListCell) -> Void = { _, _, _ in }
    let selections = PublishRelay<Int>()
    let bottomReached = PublishRelay<Void>()
    let refreshes = PublishRelay<Void>()

    /// An empty list named `accessibilityLabel`.
    public init(accessibilityLabel: String = "") {
        self.accessibilityLabel = accessibilityLabel
        super.init()
    }

    /// The number of rows.
    public var numberOfRows: Int { models.count }

    /// Replaces the rows; `configure` fills row `i`'s cell from its element.
    public func setItems<Element>(_ items: [Element], configure: @escaping (Int, Element, ListCell) -> Void) {
        models = items
        self.configure = { row, model, cell in
            if let element = model as? Element { configure(row, element, cell) }
        }
        if let selected = selectedRow, selected >= items.count { selectedRow = nil }
        setNeedsDisplay()
    }

    /// The model of `row`.
    public func model<Element>(at row: Int) -> Element? {
        models.indices.contains(row) ? models[row] as? Element : nil
    }

    /// The cell configured for `row`.
    public func cell(at row: Int) -> ListCell? {
        guard models.indices.contains(row) else { return nil }
        let cell = ListCell()
        configure(row, models[row], cell)
        return cell
    }

    /// Chooses `row`, as a click on it does.
    public func selectRow(_ row: Int) {
        guard let cell = cell(at: row), cell.isSelectable else { return }
        if selectedRow != row {
            selectedRow = row
            setNeedsDisplay()
        }
        selections.accept(row)
    }

    public override var tag: String { "ul" }
    public override func attributes() -> [Attribute] {
        [Attribute("class", "list")] + (accessibilityLabel.isEmpty ? [] : [Attribute("aria-label", accessibilityLabel)])
    }
    public override var canBecomeFocused: Bool { models.indices.contains { cell(at: $0)?.isSelectable == true } }

    /// The first selectable row takes the focus, not the `<ul>`.
    public override var focusedPartIndex: Int? {
        get { super.focusedPartIndex ?? models.indices.first { cell(at: $0)?.isSelectable == true } }
        set { super.focusedPartIndex = newValue }
    }

    public override func content(id: String) -> NodeContent {
        guard !models.isEmpty else {
            return .parts(["<li id=\"\(id).0\" class=\"empty\">\(HTML.escape(emptyText))</li>"])
        }
        var parts = models.indices.map { row -> String in
            let cell = ListCell()
            configure(row, models[row], cell)
            return Self.row(cell, row: row, id: id, isSelected: row == selectedRow)
        }
        if !footerText.isEmpty {
            parts.append("<li id=\"\(id).\(parts.count)\" class=\"footer\">\(HTML.escape(footerText))</li>")
        }
        return .parts(parts)
    }

    private static func row(_ cell: ListCell, row: Int, id: String, isSelected: Bool) -> String {
        var inner = "<span class=\"text\">\(HTML.escape(cell.text))</span>"
        if !cell.detail.isEmpty { inner += "<span class=\"detail\">\(HTML.escape(cell.detail))</span>" }
        if !cell.accessory.isEmpty { inner += "<span class=\"accessory\">\(HTML.escape(cell.accessory))</span>" }
        guard cell.isSelectable else { return "<li id=\"\(id).\(row)\" class=\"header\">\(inner)</li>" }
        let current = isSelected ? " aria-current=\"true\"" : ""
        return "<li id=\"\(id).\(row)\"><button type=\"button\" data-index=\"\(row)\"\(current)>\(inner)</button></li>"
    }

    public override func handle(_ event: WebEvent) -> Bool {
        guard case .activate(_, let index?) = event else { return false }
        selectRow(index)
        return true
    }

    /// The focus on the last selectable row asks for more rows.
    public override func didFocusPart(_ index: Int) {
        let last = models.indices.last { cell(at: $0)?.isSelectable == true }
        if index == last { bottomReached.accept(()) }
    }

    /// `r` asks for a refresh.
    public override func handleKey(_ key: String) -> Bool {
        guard key == "r" || key == "F5" else { return false }
        refreshes.accept(())
        return true
    }
}
