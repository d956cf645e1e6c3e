import Differentiator
import XCTest

/// The example of the Differentiator catalogue's landing page, which quotes this test.
final class SectionsAndChangesetsExampleTests: XCTestCase {
    func testAnUpdateComesAsStagesToApplyInOrder() throws {
        typealias Language = AnimatableSectionModel<String, String>
        let before = [
            Language(model: "Swift", items: ["RxSwift", "Kingfisher"]),
            Language(model: "Go", items: ["hugo"]),
        ]
        let after = [
            Language(model: "Go", items: ["hugo", "RxSwift"]),
            Language(model: "Swift", items: ["Kingfisher", "Alamofire"]),
        ]
        let stages = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)

        // Nothing is deleted or updated, so the first stage is left out. Sections first: Go
        // moves in front of Swift, which still holds RxSwift.
        XCTAssertEqual(stages.count, 2)
        XCTAssertEqual(stages[0].movedSections.map { [$0.from, $0.to] }, [[1, 0]])
        XCTAssertEqual(
            stages[0].finalSections,
            [Language(model: "Go", items: ["hugo"]), Language(model: "Swift", items: ["RxSwift", "Kingfisher"])])
        // Then items: RxSwift moves from Swift (now section 1) to Go; Alamofire is inserted.
        XCTAssertEqual(
            stages[1].movedItems.map { [$0.from, $0.to] },
            [[ItemPath(sectionIndex: 1, itemIndex: 0), ItemPath(sectionIndex: 0, itemIndex: 1)]])
        XCTAssertEqual(stages[1].insertedItems, [ItemPath(sectionIndex: 1, itemIndex: 1)])
        XCTAssertEqual(stages[1].finalSections, after)
    }
}
