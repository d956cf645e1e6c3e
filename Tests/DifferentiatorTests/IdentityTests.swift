import Differentiator
import XCTest

/// The values RxDataSources makes their own identity, so that they serve as items and section
/// headers of `AnimatableSectionModel` without a wrapper.
final class IdentityTests: XCTestCase {
    private func identity<Value: IdentifiableType>(of value: Value) -> Value.Identity { value.identity }

    func testStringsIntegersAndFloatingPointNumbersAreTheirOwnIdentities() {
        XCTAssertEqual(identity(of: "swift"), "swift")
        XCTAssertEqual(identity(of: 42), 42)
        XCTAssertEqual(identity(of: Int8(-8)), -8)
        XCTAssertEqual(identity(of: Int16(-16)), -16)
        XCTAssertEqual(identity(of: Int32(-32)), -32)
        XCTAssertEqual(identity(of: Int64(-64)), -64)
        XCTAssertEqual(identity(of: UInt(1)), 1)
        XCTAssertEqual(identity(of: UInt8(8)), 8)
        XCTAssertEqual(identity(of: UInt16(16)), 16)
        XCTAssertEqual(identity(of: UInt32(32)), 32)
        XCTAssertEqual(identity(of: UInt64(64)), 64)
        XCTAssertEqual(identity(of: Float(1.5)), 1.5)
        XCTAssertEqual(identity(of: 2.5), 2.5)
        XCTAssertEqual(identity(of: IdentifiableValue(value: "v")), "v")
    }

    func testNumbersServeAsSectionsAndItemsOfTheDiff() throws {
        let stages = try Diff.differencesForSectionedView(
            initialSections: [AnimatableSectionModel(model: 1.5, items: [UInt8(1), 2])],
            finalSections: [AnimatableSectionModel(model: 1.5, items: [UInt8(2), 1])])
        XCTAssertEqual(
            stages.map { $0.movedItems.map { [$0.from, $0.to] } },
            [[[ItemPath(sectionIndex: 0, itemIndex: 1), ItemPath(sectionIndex: 0, itemIndex: 0)]]])
    }
}
