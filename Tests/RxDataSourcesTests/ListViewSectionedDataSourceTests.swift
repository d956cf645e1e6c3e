import RxCore
import RxDataSources
import RxTesting
import TerminalUI
import XCTest

private struct Repo: IdentifiableType, Equatable {
    let name: String
    var stars: Int
    var identity: String { name }
}

private typealias RepoSection = AnimatableSectionModel<String, Repo>

/// A screen around one list, for rendering headless.
private final class ListScreen: Screen {
    let list: ListView
    init(list: ListView) {
        self.list = list
        super.init(title: "Repos")
    }
    override func makeBody() -> View { list }
    override var minimumSize: Size { Size(width: 10, height: 2) }
}

/// Sections bound as RxDataSources users write it: `sections.bind(to: list.rx.items(dataSource:))`.
final class ListViewSectionedDataSourceTests: RxTestCase, @unchecked Sendable {
    func testSectionsShowAsHeadersAndItemsAndModelSelectedYieldsItems() {
        MainActor.assumeIsolated {
            let list = ListView()
            let dataSource = ListViewSectionedReloadDataSource<SectionModel<String, String>>(
                configureCell: { _, _, path, item, cell in
                    cell.text = item
                    cell.accessory = "\(path.sectionIndex).\(path.itemIndex)"
                },
                titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
            )
            let terminal = HeadlessTerminal(
                width: 24, height: 7, root: NavigationController(root: ListScreen(list: list)))
            let bag = DisposeBag()
            var chosen: [String] = []
            Observable.just([
                SectionModel(model: "Swift", items: ["RxSwift", "Kingfisher"]),
                SectionModel(model: "Go", items: ["hugo"]),
            ])
            .bind(to: list.rx.items(dataSource: dataSource))
            .disposed(by: bag)
            list.rx.modelSelected(String.self).subscribe(onNext: { chosen.append($0) }).disposed(by: bag)
            XCTAssertEqual(
                terminal.lines,
                [
                    "Repos", "  Swift", "› RxSwift            0.0", "  Kingfisher         0.1", "  Go",
                    "  hugo               1.0", "",
                ])
            terminal.send(.down, .down, .enter)
            XCTAssertEqual(chosen, ["hugo"], "Down skips the header")
            XCTAssertEqual(dataSource[ItemPath(sectionIndex: 1, itemIndex: 0)], "hugo")
            XCTAssertEqual(dataSource.itemPath(forRow: 4), ItemPath(sectionIndex: 1, itemIndex: 0))
            XCTAssertNil(dataSource.itemPath(forRow: 3))
        }
    }

    /// A header reads apart from an item of the same words in the test text (headers are
    /// underlined), `configureHeader` restyles it, and `itemSelected` gives the list's row —
    /// headers counted — which `itemPath(forRow:)` turns into the item's path.
    func testHeadersAreMarkedInTheTestTextRestyledByTheDataSourceAndRowsCountThem() {
        MainActor.assumeIsolated {
            let list = ListView()
            let dataSource = ListViewSectionedReloadDataSource<SectionModel<String, String>>(
                configureCell: { _, _, _, item, cell in cell.text = item },
                titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
            )
            let terminal = HeadlessTerminal(
                width: 20, height: 6, root: NavigationController(root: ListScreen(list: list)))
            let bag = DisposeBag()
            var rows: [Int] = []
            Observable.just([SectionModel(model: "A", items: ["A", "Ann"]), SectionModel(model: "B", items: ["Bo"])])
                .bind(to: list.rx.items(dataSource: dataSource))
                .disposed(by: bag)
            list.rx.itemSelected.subscribe(onNext: { rows.append($0) }).disposed(by: bag)
            XCTAssertEqual(terminal.lines, ["Repos", "  A", "› A", "  Ann", "  B", "  Bo"], "alike without styles")
            XCTAssertEqual(
                terminal.lines(marking: \.underline), ["Repos", "[  A]", "› A", "  Ann", "[  B]", "  Bo"])
            terminal.send(.down, .down, .enter)
            XCTAssertEqual(rows, [4], "the row of Bo, the two headers counted")
            XCTAssertEqual(dataSource.itemPath(forRow: 4), ItemPath(sectionIndex: 1, itemIndex: 0))

            dataSource.configureHeader = { dataSource, index, cell in
                cell.style = TextStyle(dim: true)
                cell.accessory = "\(dataSource[section: index].items.count)"
                cell.isSelectable = true
            }
            Observable.just([SectionModel(model: "A", items: ["A", "Ann"]), SectionModel(model: "B", items: ["Bo"])])
                .bind(to: list.rx.items(dataSource: dataSource))
                .disposed(by: bag)
            XCTAssertEqual(
                terminal.lines(marking: \.dim),
                ["Repos", "[  A                2]", "  A", "  Ann", "[  B                1]", "› Bo"])
            terminal.send(.up, .up, .up, .enter)
            XCTAssertEqual(rows, [4, 1], "a restyled header is still never selected: Up stops at the first item")
        }
    }

    func testTheAnimatedDataSourceKeepsTheSelectionOnItsItemAcrossUpdates() {
        MainActor.assumeIsolated {
            let list = ListView()
            let dataSource = ListViewSectionedAnimatedDataSource<RepoSection>(
                configureCell: { _, _, _, repo, cell in cell.text = "\(repo.name) ★\(repo.stars)" },
                titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
            )
            let terminal = HeadlessTerminal(
                width: 20, height: 6, root: NavigationController(root: ListScreen(list: list)))
            let sections = BehaviorRelay(value: [
                RepoSection(
                    model: "Swift",
                    items: [Repo(name: "a", stars: 1), Repo(name: "b", stars: 2), Repo(name: "c", stars: 3)])
            ])
            let bag = DisposeBag()
            sections.bind(to: list.rx.items(dataSource: dataSource)).disposed(by: bag)
            terminal.send(.down, .down)
            XCTAssertEqual(terminal.lines, ["Repos", "  Swift", "  a ★1", "  b ★2", "› c ★3", ""])
            // c gains stars and moves to the top; a new repo arrives at the end.
            sections.accept([
                RepoSection(
                    model: "Swift",
                    items: [
                        Repo(name: "c", stars: 9), Repo(name: "a", stars: 1), Repo(name: "b", stars: 2),
                        Repo(name: "d", stars: 0),
                    ])
            ])
            XCTAssertEqual(
                terminal.lines, ["Repos", "  Swift", "› c ★9", "  a ★1", "  b ★2", "  d ★0"], "the selection followed c"
            )
            let stages = dataSource.lastChangesets
            XCTAssertEqual(stages.count, 2, "the update to c, then the moves and inserts")
            XCTAssertEqual(stages.first?.updatedItems, [ItemPath(sectionIndex: 0, itemIndex: 2)])
            XCTAssertEqual(
                stages.last?.movedItems.map { [$0.from, $0.to] },
                [[ItemPath(sectionIndex: 0, itemIndex: 2), ItemPath(sectionIndex: 0, itemIndex: 0)]])
            XCTAssertEqual(stages.last?.insertedItems, [ItemPath(sectionIndex: 0, itemIndex: 3)])
        }
    }

    /// Swift [a, b, c] and Go [g] become Go [g, h] and Swift [a, c★9], with b selected. The
    /// stages: b deleted and c updated (the selection, its item gone, stays on its row: c);
    /// Go moved in front of Swift (the selection follows c); h inserted (it follows c again).
    @MainActor
    private func showMultiStageUpdate(
        decideViewTransition: @escaping ListViewSectionedAnimatedDataSource<RepoSection>.DecideViewTransition
    ) -> (lines: [String], stages: [[RepoSection]], decided: [Int]) {
        let list = ListView()
        var decided: [Int] = []
        let dataSource = ListViewSectionedAnimatedDataSource<RepoSection>(
            decideViewTransition: { dataSource, list, changesets in
                decided.append(changesets.count)
                return decideViewTransition(dataSource, list, changesets)
            },
            configureCell: { _, _, _, repo, cell in
                cell.text = repo.stars == 0 ? repo.name : "\(repo.name) ★\(repo.stars)"
            },
            titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
        )
        let terminal = HeadlessTerminal(width: 20, height: 8, root: NavigationController(root: ListScreen(list: list)))
        let sections = BehaviorRelay(value: [
            RepoSection(
                model: "Swift",
                items: [Repo(name: "a", stars: 0), Repo(name: "b", stars: 0), Repo(name: "c", stars: 0)]),
            RepoSection(model: "Go", items: [Repo(name: "g", stars: 0)]),
        ])
        let bag = DisposeBag()
        sections.bind(to: list.rx.items(dataSource: dataSource)).disposed(by: bag)
        terminal.send(.down)
        XCTAssertEqual(terminal.lines, ["Repos", "  Swift", "  a", "› b", "  c", "  Go", "  g", ""])
        sections.accept([
            RepoSection(model: "Go", items: [Repo(name: "g", stars: 0), Repo(name: "h", stars: 0)]),
            RepoSection(model: "Swift", items: [Repo(name: "a", stars: 0), Repo(name: "c", stars: 9)]),
        ])
        return (terminal.lines, dataSource.lastChangesets.map(\.finalSections), decided)
    }

    func testTheAnimatedDataSourceAppliesTheStagesInOrder() {
        MainActor.assumeIsolated {
            let shown = showMultiStageUpdate(decideViewTransition: { _, _, _ in .animated })
            XCTAssertEqual(shown.decided, [3], "asked once, with the three stages")
            XCTAssertEqual(
                shown.stages.map { $0.map { "\($0.model)\($0.items.map(\.name))" } },
                [
                    ["Swift[\"a\", \"c\"]", "Go[\"g\"]"],
                    ["Go[\"g\"]", "Swift[\"a\", \"c\"]"],
                    ["Go[\"g\", \"h\"]", "Swift[\"a\", \"c\"]"],
                ])
            XCTAssertEqual(
                shown.lines, ["Repos", "  Go", "  g", "  h", "  Swift", "  a", "› c ★9", ""],
                "the selection landed on c when b went, and followed it through the section move and the insert")
        }
    }

    func testAReloadTransitionShowsTheSectionsAtOnce() {
        MainActor.assumeIsolated {
            let shown = showMultiStageUpdate(decideViewTransition: { _, _, _ in .reload })
            XCTAssertEqual(shown.decided, [3])
            XCTAssertEqual(shown.stages.count, 1)
            XCTAssertEqual(
                shown.lines, ["Repos", "  Go", "  g", "› h", "  Swift", "  a", "  c ★9", ""],
                "the selection kept its row")
        }
    }
}
