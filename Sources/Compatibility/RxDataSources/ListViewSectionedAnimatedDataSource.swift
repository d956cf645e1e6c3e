import Differentiator
import RxCore
import TerminalUI

/// Shows identifiable sections and follows their items across updates — RxDataSources'
/// `RxTableViewSectionedAnimatedDataSource`. The first sections are shown at once; each later
/// array is diffed against the sections shown (``/Differentiator/Diff``) and, unless
/// ``decideViewTransition`` says ``ViewTransition/reload``, its changesets are applied one
/// after the other, as a table view performs one batch of updates per changeset: each sets
/// ``ListViewSectionedDataSource/sectionModels`` to the changeset's `finalSections` and shows
/// them, the selection following its item (and keeping its place on screen). An update whose
/// sections repeat an identity is shown at once, as RxDataSources does after its debug-build
/// assertion.
@MainActor
public final class ListViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
    ListViewSectionedDataSource<Section>
{
    /// Chooses how to show an update, given the data source, the list and the update's
    /// changesets (never called for the first sections).
    public typealias DecideViewTransition = (ListViewSectionedDataSource<Section>, ListView, [Changeset<Section>]) ->
        ViewTransition

    /// How each update is shown; ``ViewTransition/animated`` (the default) applies its changesets in order.
    public var decideViewTransition: DecideViewTransition

    /// The changesets the last update applied, in order: the initial value for the first
    /// sections; the diff's stages (none when nothing changed); or one `reloadData` changeset
    /// when the update was shown at once. Empty before any sections.
    public private(set) var lastChangesets: [Changeset<Section>] = []

    /// A data source that shows updates as `decideViewTransition` says, fills cells with
    /// `configureCell` and titles headers with `titleForHeaderInSection`.
    public init(
        decideViewTransition: @escaping DecideViewTransition = { _, _, _ in .animated },
        configureCell: @escaping ConfigureCell,
        titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil }
    ) {
        self.decideViewTransition = decideViewTransition
        super.init(configureCell: configureCell, titleForHeaderInSection: titleForHeaderInSection)
    }

    private var hasSections = false

    /// Shows `sections`: at once the first time, else by applying the diff's changesets in order.
    public override func list(_ list: ListView, observedEvent event: Event<[Section]>) {
        guard case .next(let sections) = event else { return }
        guard hasSections else {
            hasSections = true
            lastChangesets = [.initialValue(sections)]
            show(sections, in: list)
            return
        }
        guard
            let changesets = try? Diff.differencesForSectionedView(
                initialSections: sectionModels, finalSections: sections),
            decideViewTransition(self, list, changesets) == .animated
        else {
            lastChangesets = [Changeset(reloadData: true, originalSections: sectionModels, finalSections: sections)]
            show(sections, in: list, identity: nil)
            return
        }
        lastChangesets = changesets
        for changeset in changesets {
            show(changeset.finalSections, in: list)
        }
    }

    private func show(_ sections: [Section], in list: ListView) {
        show(sections, in: list, identity: { AnyHashable($0.identity) })
    }
}
