import Differentiator
import XCTest

private struct Repo: IdentifiableType, Equatable, CustomStringConvertible {
    let name: String
    var stars: Int
    var identity: String { name }
    var description: String { "\(name)★\(stars)" }
}

private typealias Section = AnimatableSectionModel<String, Repo>

private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(sectionIndex: section, itemIndex: item) }

final class DiffTests: XCTestCase {
    private func diff(_ initial: [Section], _ final: [Section]) throws -> Changeset<Section>? {
        let changesets = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        XCTAssertLessThanOrEqual(changesets.count, 1)
        return changesets.first
    }

    func testEqualSnapshotsHaveNoChangeset() throws {
        let sections = [Section(model: "swift", items: [Repo(name: "a", stars: 1)])]
        XCTAssertNil(try diff(sections, sections))
    }

    func testInsertsDeletesAndUpdatesInOneSection() throws {
        let initial = [
            Section(
                model: "swift",
                items: [Repo(name: "a", stars: 1), Repo(name: "b", stars: 2), Repo(name: "c", stars: 3)])
        ]
        let final = [
            Section(
                model: "swift",
                items: [Repo(name: "a", stars: 1), Repo(name: "c", stars: 30), Repo(name: "d", stars: 4)])
        ]
        let changes = try XCTUnwrap(try diff(initial, final))
        XCTAssertEqual(changes.deletedItems, [path(0, 1)])
        XCTAssertEqual(changes.insertedItems, [path(0, 2)])
        XCTAssertEqual(changes.updatedItems, [path(0, 1)], "c changed its stars; the path is where it is now")
        XCTAssertTrue(changes.movedItems.isEmpty, "a and c keep their order")
        XCTAssertTrue(
            changes.insertedSections.isEmpty && changes.deletedSections.isEmpty && changes.movedSections.isEmpty)
    }

    func testTheFewestMovesWithinASection() throws {
        let items = ["a", "b", "c", "d"].map { Repo(name: $0, stars: 0) }
        let initial = [Section(model: "s", items: items)]
        let final = [Section(model: "s", items: [items[3], items[0], items[1], items[2]])]
        let changes = try XCTUnwrap(try diff(initial, final))
        XCTAssertEqual(changes.movedItems.map(\.from), [path(0, 3)], "only d moves; a, b, c stay in order")
        XCTAssertEqual(changes.movedItems.map(\.to), [path(0, 0)])
        XCTAssertTrue(changes.insertedItems.isEmpty && changes.deletedItems.isEmpty && changes.updatedItems.isEmpty)
    }

    func testItemsMoveAcrossSectionsAndSectionsAreInsertedDeletedAndMoved() throws {
        let initial = [
            Section(model: "old", items: [Repo(name: "x", stars: 0)]),
            Section(model: "swift", items: [Repo(name: "a", stars: 1), Repo(name: "b", stars: 2)]),
            Section(model: "rust", items: [Repo(name: "r", stars: 5)]),
        ]
        let final = [
            Section(model: "rust", items: [Repo(name: "r", stars: 5), Repo(name: "b", stars: 2)]),
            Section(model: "swift", items: [Repo(name: "a", stars: 1)]),
            Section(model: "new", items: [Repo(name: "n", stars: 9)]),
        ]
        let changes = try XCTUnwrap(try diff(initial, final))
        XCTAssertEqual(changes.deletedSections, [0])
        XCTAssertEqual(changes.insertedSections, [2])
        XCTAssertEqual(
            changes.movedSections.map { [$0.from, $0.to] }, [[1, 1]],
            "one of the two kept sections moves: swift, behind rust")
        XCTAssertEqual(
            changes.movedItems.map { [$0.from, $0.to] }, [[path(1, 1), path(0, 1)]], "b moved from swift to rust")
        XCTAssertEqual(changes.deletedItems, [], "x went with its section")
        XCTAssertEqual(changes.insertedItems, [], "n came with its section")
        XCTAssertEqual(changes.updatedItems, [])
    }

    func testDuplicateIdentitiesAreErrors() {
        let twice = [
            Section(model: "s", items: [Repo(name: "a", stars: 1)]),
            Section(model: "t", items: [Repo(name: "a", stars: 2)]),
        ]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: [], finalSections: twice)) { error in
            guard case Diff.Error.duplicateItem = error else { return XCTFail("\(error)") }
            XCTAssertEqual(
                (error as? Diff.Error)?.debugDescription,
                "Duplicate item a★2: item identities must be unique across all sections")
        }
        let sections = [Section(model: "s", items: []), Section(model: "s", items: [])]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: sections, finalSections: [])) {
            error in
            guard case Diff.Error.duplicateSection = error else { return XCTFail("\(error)") }
        }
    }

    func testSectionModelsAsRxDataSourcesUsersWriteThem() {
        let section = SectionModel(model: "Header", items: [1, 2])
        XCTAssertEqual(SectionModel(original: section, items: [3]), SectionModel(model: "Header", items: [3]))
        XCTAssertEqual(section.description, "Header > [1, 2]")
        XCTAssertEqual(IdentifiableValue(value: "v").identity, "v")
        XCTAssertEqual(42.identity, 42)
        XCTAssertEqual(Changeset.initialValue([section]).insertedSections, [0])
        XCTAssertTrue(Changeset.initialValue([section]).reloadData)
    }
}
