import RxCore
import RxUI

/// The view of one list row, configured per row by the list's data source.
@MainActor
public final class ListCell {
    /// The row's main text.
    public var text = ""
    /// A second line under the text (shown when the list's rows are two lines high).
    public var detail = ""
    /// Text at the right edge (a count, a date).
    public var accessory = ""
    /// The row's style when it is not selected (a selected row is bold, and inverse while the list is focused).
    public var style = TextStyle.plain
    /// Whether the selection can rest on the row; a section header sets it to `false`, and
    /// the arrows, Home/End and the first selection pass over it.
    public var isSelectable = true

    /// An empty cell; the list's `configure` closure fills it.
    public init() {}
}

/// A scrolling list: Up and Down move the selection, Enter selects, Page Up/Down and
/// Home/End jump; reaching the last row asks for more; `r` asks for a refresh.
///
/// Down pressed at the last row while the next page loads is not lost: the presses are kept
/// and applied when the rows arrive; nor is Enter pressed on an empty list while
/// ``isAwaitingRows``. The rows that answer a refresh start again at the top.
public final class ListView: View {
    /// Lines per row: 1, or 2 to show each cell's detail.
    public var rowHeight: Int { didSet { if rowHeight != oldValue { setNeedsDisplay() } } }
    /// Shown when there are no rows.
    public var emptyText = WidgetStrings.current.noItems { didSet { if emptyText != oldValue { setNeedsDisplay() } } }
    /// A dim line under the last row, as a table's footer view: it scrolls with the rows, so it
    /// is seen only when the last row is (an "end of list" never shows while rows remain below).
    /// Selecting the last row scrolls it into view.
    public var footerText = "" {
        didSet {
            guard footerText != oldValue else { return }
            revealFooterIfAtLastRow()
            setNeedsDisplay()
        }
    }
    /// The highlighted row, which Enter selects.
    public private(set) var selectedRow = 0
    /// The row at the top of the view; the list scrolls to keep the selection visible.
    public private(set) var firstVisibleRow = 0

    private(set) var models: [Any] = []
    private var configure: (Int, Any, ListCell) -> Void = { _, _, _ in }

    /// Whether rows are on their way (a search or a refresh the screen started). Enter pressed
    /// meanwhile on a list with no rows is kept: when this becomes `false`, it selects the
    /// selected row of the rows that arrived, and is dropped when none did (a failure, an
    /// empty answer). Enter on rows already shown selects the row shown, as always.
    public var isAwaitingRows = false {
        didSet {
            guard !isAwaitingRows, oldValue else { return }
            defer { enterAwaitingRows = false }
            if enterAwaitingRows, !models.isEmpty, isSelectable(selectedRow) { selections.accept(selectedRow) }
        }
    }

    /// Down presses at the last row waiting for the next page's rows.
    private var pendingDownPresses = 0
    /// Enter pressed on an empty list while ``isAwaitingRows``.
    private var enterAwaitingRows = false
    /// Set by a refresh: the next rows replace the list from the top.
    private var resetsOnNextItems = false

    let selections = PublishRelay<Int>()
    let bottomReached = PublishRelay<Void>()
    let refreshes = PublishRelay<Void>()

    /// An empty list whose rows are `rowHeight` lines high (2 shows each cell's detail).
    public init(rowHeight: Int = 1) {
        self.rowHeight = rowHeight
        super.init()
        sizing = .flexible(1)
    }

    /// The number of rows.
    public var numberOfRows: Int { models.count }

    /// Replaces the rows. After a refresh the selection goes back to the first row; otherwise
    /// it stays on the same index when it still exists, and Down presses made at the last row
    /// while these rows loaded move on into them.
    public func setItems<Element>(_ items: [Element], configure: @escaping (Int, Element, ListCell) -> Void) {
        setItems(items, configure: configure, identity: nil)
    }

    /// Replaces the rows, as ``setItems(_:configure:)``, but the selection follows the row
    /// whose `identity` it was on (`nil` for rows without one, such as headers): when that
    /// row moved, the selection moves with it and keeps its place on screen. When it is gone,
    /// the selection stays on the same index.
    public func setItems<Element>(
        _ items: [Element], configure: @escaping (Int, Element, ListCell) -> Void,
        identity: ((Element) -> AnyHashable?)?
    ) {
        let previousCount = models.count
        var followedRow: Int?
        if let identity, !resetsOnNextItems,
            let selected = models.indices.contains(selectedRow) ? models[selectedRow] as? Element : nil,
            let selectedIdentity = identity(selected),
            let newRow = items.firstIndex(where: { identity($0) == selectedIdentity }), newRow != selectedRow
        {
            followedRow = newRow
        }
        let offsetOnScreen = selectedRow - firstVisibleRow
        models = items
        self.configure = { row, model, cell in configure(row, model as! Element, cell) }
        if resetsOnNextItems {
            resetsOnNextItems = false
            pendingDownPresses = 0
            selectedRow = 0
            firstVisibleRow = 0
        } else if let followedRow {
            selectedRow = followedRow
            firstVisibleRow = max(0, min(followedRow - offsetOnScreen, items.count - visibleRows, followedRow))
        } else {
            selectedRow = min(selectedRow, max(0, items.count - 1))
            // Never scroll past the end: the rows fill the view when there are enough.
            firstVisibleRow = max(0, min(firstVisibleRow, selectedRow, items.count - visibleRows))
            if pendingDownPresses > 0, items.count > previousCount, selectedRow == previousCount - 1 {
                let moves = min(pendingDownPresses, items.count - previousCount)
                pendingDownPresses = 0
                selectRow(selectedRow + moves)
            }
        }
        // The selection never rests on a header: the next selectable row, else the one before.
        if !models.isEmpty && !isSelectable(selectedRow) {
            let target =
                selectableRow(from: selectedRow, step: 1) ?? selectableRow(from: selectedRow, step: -1) ?? selectedRow
            selectedRow = target
            if selectedRow < firstVisibleRow { firstVisibleRow = selectedRow }
        }
        revealFooterIfAtLastRow()
        setNeedsDisplay()
    }

    private func isSelectable(_ row: Int) -> Bool {
        cell(at: row)?.isSelectable ?? false
    }

    /// The first selectable row from `row` on, going by `step` (±1); `nil` when there is none.
    private func selectableRow(from row: Int, step: Int) -> Int? {
        var candidate = row
        while models.indices.contains(candidate) {
            if isSelectable(candidate) { return candidate }
            candidate += step
        }
        return nil
    }

    /// Makes the next rows replace the list from the top, as after `r`: call it when the
    /// screen asks for other rows (a filter or a feed switch).
    public func reloadFromTop() {
        resetsOnNextItems = true
    }

    /// The model of `row`.
    public func model<Element>(at row: Int) -> Element? {
        models.indices.contains(row) ? models[row] as? Element : nil
    }

    /// The cell configured for `row` (for tests and custom drawing).
    public func cell(at row: Int) -> ListCell? {
        guard models.indices.contains(row) else { return nil }
        let cell = ListCell()
        configure(row, models[row], cell)
        return cell
    }

    public override var canBecomeFocused: Bool { true }

    /// A kept Enter belongs to this visit: leaving the list (back into a search field to type
    /// another query) drops it, and so does any other key.
    public override func didResignFocused() { enterAwaitingRows = false }
    public override func intrinsicHeight(forWidth width: Int) -> Int {
        max(1, models.count * rowHeight + (footerText.isEmpty || models.isEmpty ? 0 : 1))
    }

    private var visibleRows: Int { max(1, frame.height / max(1, rowHeight)) }

    /// Moves the selection to `row` — or, when `row` cannot be selected (a header), to the
    /// nearest selectable row after it, else before it — scrolling it into view.
    public func selectRow(_ row: Int) {
        guard !models.isEmpty else { return }
        let previous = selectedRow
        let clamped = max(0, min(models.count - 1, row))
        let step = clamped < previous ? -1 : 1
        selectedRow = selectableRow(from: clamped, step: step) ?? selectableRow(from: clamped, step: -step) ?? clamped
        // A header just above the first selectable row stays in view with it.
        if step < 0, selectableRow(from: selectedRow - 1, step: -1) == nil { firstVisibleRow = 0 }
        if selectedRow < firstVisibleRow { firstVisibleRow = selectedRow }
        if selectedRow >= firstVisibleRow + visibleRows { firstVisibleRow = selectedRow - visibleRows + 1 }
        revealFooterIfAtLastRow()
        if isAtLastSelectableRow && previous != selectedRow { bottomReached.accept(()) }
        setNeedsDisplay()
    }

    /// With the selection on the last row, scrolls so that the footer line fits under it.
    private func revealFooterIfAtLastRow() {
        guard !footerText.isEmpty, selectedRow == models.count - 1, frame.height > rowHeight else { return }
        let rowsAboveFooter = max(1, (frame.height - 1) / max(1, rowHeight))
        firstVisibleRow = max(firstVisibleRow, selectedRow - rowsAboveFooter + 1)
    }

    /// Whether no selectable row follows the selection.
    private var isAtLastSelectableRow: Bool { selectableRow(from: selectedRow + 1, step: 1) == nil }

    /// ↑/↓ move the selection, PageUp/PageDown by a page, Home/End to the first and last row; Down on the last row fires `bottomReached`; Enter fires `selections`; `r` or F5 fires `refreshes`.
    public override func handle(_ key: Key) -> Bool {
        if key != .down { pendingDownPresses = 0 }
        if key != .enter { enterAwaitingRows = false }
        switch key {
        case .down:
            if let next = selectableRow(from: selectedRow + 1, step: 1) {
                selectRow(next)
            } else {
                pendingDownPresses = min(pendingDownPresses + 1, 100)
                bottomReached.accept(())
            }
        case .up:
            // At the first selectable row there is nothing to move to: the screen may take the
            // key (to go back up into a search field above the list).
            guard let previous = selectableRow(from: selectedRow - 1, step: -1) else {
                if selectedRow > 0 && firstVisibleRow > 0 {
                    // Show the header above the first selectable row.
                    firstVisibleRow = 0
                    setNeedsDisplay()
                    return true
                }
                return false
            }
            selectRow(previous)
        case .pageDown: selectRow(selectedRow + visibleRows)
        case .pageUp: selectRow(selectedRow - visibleRows)
        case .home: selectRow(0)
        case .end: selectRow(models.count - 1)
        case .enter:
            if !models.isEmpty {
                selections.accept(selectedRow)
            } else if isAwaitingRows {
                enterAwaitingRows = true
            }
        case .character("r"), .function(5):
            resetsOnNextItems = true
            refreshes.accept(())
        default:
            return false
        }
        return true
    }

    public override func draw(in canvas: inout Canvas) {
        if models.isEmpty {
            canvas.draw(
                DisplayWidth.truncate(emptyText, toWidth: frame.width), at: frame.origin,
                style: Appearance.current.secondary,
                clip: frame)
            return
        }
        for offset in 0..<visibleRows {
            let row = firstVisibleRow + offset
            guard row < models.count else { break }
            let cell = ListCell()
            configure(row, models[row], cell)
            let y = frame.y + offset * rowHeight
            let selected = row == selectedRow
            var style = cell.style
            if selected {
                var highlight = Appearance.current.selected
                highlight.inverse = highlight.inverse && isFocused
                style = Appearance.combine(style, highlight)
            }
            let marker = selected ? "›" : " "
            // The accessory is cut to the row (less the marker) before it is measured or drawn,
            // so a row costs what it shows however long the accessory is; the text's `pad`
            // and the detail's `truncate` read only what fits too.
            let accessory = DisplayWidth.truncate(cell.accessory, toWidth: max(0, frame.width - 2))
            let accessoryWidth = DisplayWidth.of(accessory)
            let textWidth = max(0, frame.width - 2 - (accessoryWidth > 0 ? accessoryWidth + 1 : 0))
            canvas.fill(Rect(x: frame.x, y: y, width: frame.width, height: 1), style: style)
            canvas.draw(
                marker + " " + DisplayWidth.pad(cell.text, toWidth: textWidth), at: Point(x: frame.x, y: y),
                style: style, clip: frame)
            if accessoryWidth > 0 {
                canvas.draw(accessory, at: Point(x: frame.maxX - accessoryWidth, y: y), style: style, clip: frame)
            }
            if rowHeight > 1 && y + 1 < frame.maxY {
                canvas.draw(
                    "  " + DisplayWidth.truncate(cell.detail, toWidth: frame.width - 2),
                    at: Point(x: frame.x, y: y + 1), style: Appearance.current.secondary, clip: frame)
            }
        }
        // The footer follows the last row when that row is shown and a line is left under it.
        let shownRows = min(visibleRows, models.count - firstVisibleRow)
        let footerY = frame.y + shownRows * rowHeight
        if !footerText.isEmpty && firstVisibleRow + shownRows == models.count && footerY < frame.maxY {
            canvas.draw(
                "  " + DisplayWidth.truncate(footerText, toWidth: frame.width - 2), at: Point(x: frame.x, y: footerY),
                style: Appearance.current.secondary, clip: frame)
        }
    }
}
