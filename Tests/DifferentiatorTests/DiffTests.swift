import Differentiator
import XCTest

private struct Repo: IdentifiableType, Equatable, CustomStringConvertible {
    let name: String
    var stars = 0
    var identity: String { name }
    var description: String { stars == 0 ? name : "\(name)★\(stars)" }
}

private struct Group: AnimatableSectionModelType, Equatable, CustomStringConvertible {
    let name: String
    var items: [Repo]
    var identity: String { name }
    init(_ name: String, _ items: [Repo]) {
        self.name = name
        self.items = items
    }
    init(original: Group, items: [Repo]) { self.init(original.name, items) }
    var description: String { "\(name)\(items)" }
}

private func repo(_ name: String, _ stars: Int = 0) -> Repo { Repo(name: name, stars: stars) }

private func path(_ path: ItemPath) -> String { "(\(path.sectionIndex),\(path.itemIndex))" }

/// Every field of a changeset on one line; empty lists are left out.
private func describe(_ changeset: Changeset<Group>) -> String {
    var parts = ["\(changeset.finalSections)"]
    func add(_ name: String, _ values: [String]) { if !values.isEmpty { parts.append("\(name) \(values)") } }
    add("originalSections", changeset.originalSections.map(\.description))
    add("reloadData", changeset.reloadData ? ["true"] : [])
    add("deletedSections", changeset.deletedSections.map(String.init))
    add("insertedSections", changeset.insertedSections.map(String.init))
    add("movedSections", changeset.movedSections.map { "\($0.from)>\($0.to)" })
    add("updatedSections", changeset.updatedSections.map(String.init))
    add("deletedItems", changeset.deletedItems.map(path))
    add("updatedItems", changeset.updatedItems.map(path))
    add("insertedItems", changeset.insertedItems.map(path))
    add("movedItems", changeset.movedItems.map { path($0.from) + ">" + path($0.to) })
    return parts.joined(separator: " ")
}

/// The expected changesets were recorded from RxDataSources 5.0.2's `Diff` on the same input.
final class DiffTests: XCTestCase {
    private func stages(_ initial: [Group], _ final: [Group]) throws -> [String] {
        try Diff.differencesForSectionedView(initialSections: initial, finalSections: final).map(describe)
    }

    func testEqualSnapshotsHaveNoChangeset() throws {
        let groups = [Group("swift", [repo("a"), repo("b")])]
        XCTAssertEqual(try stages(groups, groups), [])
    }

    func testAnUpdateComesBeforeTheMoveOfTheSameItem() throws {
        let initial = [Group("s", [repo("a"), repo("b"), repo("c")])]
        let final = [Group("s", [repo("b", 1), repo("a"), repo("c")])]
        XCTAssertEqual(
            try stages(initial, final),
            [
                "[s[a, b★1, c]] updatedItems [\"(0,1)\"]",
                "[s[b★1, a, c]] movedItems [\"(0,1)>(0,0)\"]",
            ])
    }

    func testThreeStagesDeletesAndUpdatesThenSectionsThenItems() throws {
        let initial = [
            Group("old", [repo("x")]),
            Group("swift", [repo("a"), repo("b"), repo("c"), repo("d")]),
            Group("rust", [repo("r"), repo("q")]),
        ]
        let final = [
            Group("rust", [repo("r", 1), repo("b"), repo("n")]),
            Group("new", [repo("m"), repo("q")]),
            Group("swift", [repo("d"), repo("a"), repo("x")]),
        ]
        XCTAssertEqual(
            try stages(initial, final),
            [
                // c is gone; q goes into a section that is inserted, so it is deleted here.
                "[swift[a, b, d], rust[r★1]] deletedSections [\"0\"] deletedItems [\"(1,2)\", \"(2,1)\"]"
                    + " updatedItems [\"(2,0)\"]",
                // rust moves in front of swift, which falls into place; new comes with m and q.
                "[rust[r★1], new[m, q], swift[a, b, d]] insertedSections [\"1\"] movedSections [\"1>0\"]",
                // x comes out of a deleted section, so it is inserted; b changes section; d moves up.
                "[rust[r★1, b, n], new[m, q], swift[d, a, x]] insertedItems [\"(0,2)\", \"(2,2)\"]"
                    + " movedItems [\"(2,1)>(0,1)\", \"(2,2)>(2,0)\"]",
            ])
    }

    func testOnlySectionsThatDoNotFallIntoPlaceMove() throws {
        let a = Group("a", [])
        let b = Group("b", [])
        let c = Group("c", [])
        XCTAssertEqual(try stages([a, b, c], [b, c, a]), ["[b[], c[], a[]] movedSections [\"1>0\", \"2>1\"]"])
        XCTAssertEqual(try stages([a, b, c], [c, a, b]), ["[c[], a[], b[]] movedSections [\"2>0\"]"])
    }

    func testADuplicateInitialItemIsReportedAsTheFirstOfThem() {
        let initial = [Group("s", [repo("a", 1)]), Group("t", [repo("a", 2)])]
        XCTAssertThrowsError(try stages(initial, [])) { error in
            guard case .duplicateItem(let item) = error as? Diff.Error else { return XCTFail("\(error)") }
            XCTAssertEqual(item as? Repo, repo("a", 1))
        }
    }

    func testTwoFinalItemsMatchingOneInitialItemReportTheSecond() {
        let initial = [Group("s", [repo("a", 1)])]
        let final = [Group("s", [repo("a", 2), repo("a", 3)])]
        XCTAssertThrowsError(try stages(initial, final)) { error in
            guard case .duplicateItem(let item) = error as? Diff.Error else { return XCTFail("\(error)") }
            XCTAssertEqual(item as? Repo, repo("a", 3))
            XCTAssertEqual(
                (error as? Diff.Error)?.debugDescription,
                "Duplicate item a★3: item identities must be unique across all sections")
        }
    }

    func testDuplicateSectionsAreReportedBeforeDuplicateItems() {
        let initial = [Group("s", [repo("a")]), Group("s", [repo("a")])]
        XCTAssertThrowsError(try stages(initial, [])) { error in
            guard case .duplicateSection(let section) = error as? Diff.Error else { return XCTFail("\(error)") }
            XCTAssertEqual(section as? Group, Group("s", [repo("a")]))
        }
        XCTAssertThrowsError(try stages([Group("s", [])], [Group("s", []), Group("s", [repo("z")])])) { error in
            guard case .duplicateSection(let section) = error as? Diff.Error else { return XCTFail("\(error)") }
            XCTAssertEqual(section as? Group, Group("s", [repo("z")]), "the second final section")
        }
    }

    func testRepeatedIdentitiesAmongNewSectionsAndItemsPassUnnoticedAsInRxDataSources() throws {
        let final = [Group("a", [repo("n")]), Group("z", [repo("n")]), Group("z", [])]
        XCTAssertEqual(
            try stages([Group("a", [])], final),
            [
                "[a[], z[n], z[]] insertedSections [\"1\", \"2\"]",
                "[a[n], z[n], z[]] insertedItems [\"(0,0)\"]",
            ])
    }

    func testAnInitializerThatDoesNotCopyFaithfullyIsAnErrorEvenWithoutChanges() {
        struct Doubling: AnimatableSectionModelType, Equatable {
            let identity: Int
            let items: [Repo]
            init(_ identity: Int, _ items: [Repo]) {
                self.identity = identity
                self.items = items
            }
            init(original: Doubling, items: [Repo]) { self.init(original.identity, items + items) }
        }
        let sections = [Doubling(1, [repo("a")])]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: sections, finalSections: sections)) {
            error in
            guard
                case .invalidInitializerImplementation(let section, let expectedItems, let expectedIdentifier) = error
                    as? Diff.Error
            else { return XCTFail("\(error)") }
            XCTAssertEqual(section as? Doubling, Doubling(1, [repo("a"), repo("a")]))
            XCTAssertEqual(expectedItems as? [Repo], [repo("a")])
            XCTAssertEqual(expectedIdentifier as? Int, 1)
        }
    }

    func testSectionModelsAsRxDataSourcesUsersWriteThem() {
        let section = SectionModel(model: "Header", items: [1, 2])
        XCTAssertEqual(SectionModel(original: section, items: [3]), SectionModel(model: "Header", items: [3]))
        XCTAssertEqual(section.description, "Header > [1, 2]")
        XCTAssertEqual(
            AnimatableSectionModel(model: "Header", items: [1, 2]).description,
            #"HashableSectionModel(model: "Header", items: [1, 2])"#)
        XCTAssertEqual(IdentifiableValue(value: "v").identity, "v")
        XCTAssertEqual(42.identity, 42)
        XCTAssertEqual(Changeset.initialValue([section]).insertedSections, [0])
        XCTAssertTrue(Changeset.initialValue([section]).reloadData)
    }
}
