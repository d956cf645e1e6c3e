import Differentiator
import RxCore
import TerminalUI

/// Shows an array of sections in a ``/TerminalUI/ListView``, as RxDataSources'
/// `TableViewSectionedDataSource` does in a table view: each section is a header row (when
/// ``titleForHeaderInSection`` gives a title; the selection never rests on it) followed by its
/// items, each configured by ``configureCell``. A header is drawn bold and underlined
/// (``/TerminalUI/Appearance/sectionHeader``); ``configureHeader`` restyles it.
///
/// Bind it with `sections.bind(to: list.rx.items(dataSource: dataSource))`; read the shown
/// sections from ``sectionModels`` and an item with `dataSource[itemPath]`.
/// `list.rx.modelSelected(Section.Item.self)` yields the item chosen with Enter.
@MainActor
open class ListViewSectionedDataSource<Section: SectionModelType> {
    /// Fills `cell` for the item at the path: `(dataSource, list, path, item, cell)`.
    public typealias ConfigureCell = (ListViewSectionedDataSource<Section>, ListView, ItemPath, Section.Item, ListCell)
        -> Void
    /// The header title of a section (`nil`: no header row): `(dataSource, sectionIndex)`.
    public typealias TitleForHeaderInSection = (ListViewSectionedDataSource<Section>, Int) -> String?
    /// Restyles the header row of a section: `(dataSource, sectionIndex, cell)`.
    public typealias ConfigureHeader = (ListViewSectionedDataSource<Section>, Int, ListCell) -> Void

    /// Fills each item's cell.
    public var configureCell: ConfigureCell
    /// Each section's header title; `nil` (the default) shows no header rows.
    public var titleForHeaderInSection: TitleForHeaderInSection
    /// Restyles a section's header row after it is drawn the default way — its title as the
    /// text, ``/TerminalUI/Appearance/sectionHeader``'s style (bold and underlined), never
    /// selectable: `(dataSource, sectionIndex, cell)`. Set the cell's `style`, `accessory` (a
    /// count) or `text`; `nil` (the default) keeps the default look. Called only for sections
    /// that ``titleForHeaderInSection`` gives a title.
    public var configureHeader: ConfigureHeader?

    /// The sections shown.
    public private(set) var sectionModels: [Section] = []
    /// The path of each row's item (`nil` for a header row).
    private var rowPaths: [ItemPath?] = []

    /// A data source that fills cells with `configureCell` and titles headers with
    /// `titleForHeaderInSection`.
    public init(
        configureCell: @escaping ConfigureCell,
        titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil }
    ) {
        self.configureCell = configureCell
        self.titleForHeaderInSection = titleForHeaderInSection
    }

    /// The item at `itemPath`.
    public subscript(itemPath: ItemPath) -> Section.Item {
        sectionModels[itemPath.sectionIndex].items[itemPath.itemIndex]
    }

    /// The section at `index`.
    public subscript(section index: Int) -> Section {
        sectionModels[index]
    }

    /// The item path of a list row; `nil` for a header row or a row that does not exist.
    public func itemPath(forRow row: Int) -> ItemPath? {
        rowPaths.indices.contains(row) ? rowPaths[row] : nil
    }

    /// The list row showing the item at `itemPath`.
    public func row(for itemPath: ItemPath) -> Int? {
        rowPaths.firstIndex(of: itemPath)
    }

    /// Replaces the sections without showing them (`setSections` of RxDataSources).
    public func setSections(_ sections: [Section]) {
        sectionModels = sections
    }

    /// Shows `sections` in `list`. Subclasses decide how the selection is kept; this one keeps
    /// its index.
    open func list(_ list: ListView, observedEvent event: Event<[Section]>) {
        guard case .next(let sections) = event else { return }
        show(sections, in: list, identity: nil)
    }

    /// Flattens `sections` into rows and hands them to `list`; `identity` names each item's
    /// identity so that the selection follows it.
    func show(_ sections: [Section], in list: ListView, identity: ((Section.Item) -> AnyHashable)?) {
        setSections(sections)
        // One model per row — a section's header row, then its items — and beside it the path
        // of each item row, which `itemPath(forRow:)` answers from.
        var models: [Any] = []
        var paths: [ItemPath?] = []
        for (sectionIndex, section) in sections.enumerated() {
            if let title = titleForHeaderInSection(self, sectionIndex) {
                models.append(SectionHeaderRow(title: title, sectionIndex: sectionIndex))
                paths.append(nil)
            }
            for (itemIndex, item) in section.items.enumerated() {
                models.append(item)
                paths.append(ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex))
            }
        }
        rowPaths = paths
        list.setItems(
            models,
            configure: { [weak self, weak list] row, model, cell in
                guard let self, let list else { return }
                if let header = model as? SectionHeaderRow {
                    cell.text = header.title
                    cell.style = Appearance.current.sectionHeader
                    cell.isSelectable = false
                    self.configureHeader?(self, header.sectionIndex, cell)
                    // A header is never where the selection rests, whatever the restyling says.
                    cell.isSelectable = false
                } else if let item = model as? Section.Item, let path = self.itemPath(forRow: row) {
                    self.configureCell(self, list, path, item, cell)
                }
            }, identity: identity.map { identity in { model in (model as? Section.Item).map(identity) } })
    }
}

/// Shows sections by reloading them, keeping the selection on the same row index — RxDataSources'
/// `RxTableViewSectionedReloadDataSource`.
@MainActor
public final class ListViewSectionedReloadDataSource<Section: SectionModelType>: ListViewSectionedDataSource<Section> {}

/// The model of a section's header row.
struct SectionHeaderRow: Hashable {
    let title: String
    let sectionIndex: Int
}

@MainActor
extension Reactive where Base: ListView {
    /// Binds arrays of sections to the list through `dataSource`:
    /// `sections.bind(to: list.rx.items(dataSource: dataSource))`. The list keeps a strong
    /// reference to nothing: the subscription holds the data source.
    public func items<Section, DataSource: ListViewSectionedDataSource<Section>, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> Disposable where Source.Element == [Section] {
        let list = base
        return { source in
            source.subscribe { [weak list] event in
                guard let list else { return }
                MainActor.assumeIsolated { dataSource.list(list, observedEvent: event) }
            }
        }
    }
}
