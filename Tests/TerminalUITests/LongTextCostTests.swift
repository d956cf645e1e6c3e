import RxCore
import RxTesting
import RxUI
import XCTest

@testable import TerminalUI

/// A frame costs what it shows: a string cut to fit is read only as far as it fits, however
/// long it is (a 1 MB label or list row from a server).
final class LongTextCostTests: WidgetTestCase, @unchecked Sendable {
    /// A megabyte label: its intrinsic width is measured only up to the widest window drawn,
    /// and it is drawn cut with "…".
    func testAMegabyteLabelIsMeasuredOnlyAsFarAsAWindowIsWide() {
        MainActor.assumeIsolated {
            let label = Label(String(repeating: "x", count: 1_048_576))
            XCTAssertEqual(label.intrinsicWidth(), TerminalApplication.maximumSize.width + 1)
            let (screen, _) = terminal(StackView(axis: .horizontal, [label]), width: 20, height: 3)
            XCTAssertEqual(screen.lines[1], String(repeating: "x", count: 19) + "…")
            XCTAssertEqual(Label("한글").intrinsicWidth(), 4)
        }
        var read = 0
        let characters = repeatElement(Character("x"), count: 1_048_576).lazy.map { character -> Character in
            read += 1
            return character
        }
        XCTAssertEqual(DisplayWidth.of(characters: characters, upTo: 1_000), 1_001)
        XCTAssertEqual(read, 1_001, "1,000 cells and the character past them")
        XCTAssertEqual(DisplayWidth.of("한글", upTo: 1), 2)
        XCTAssertEqual(DisplayWidth.of("ab", upTo: 5), 2)
    }

    /// A list row whose accessory is a megabyte: the accessory is cut to the row before it is
    /// measured, and the marker stays.
    func testAMegabyteAccessoryIsCutToTheRow() {
        MainActor.assumeIsolated {
            let list = ListView()
            let bag = DisposeBag()
            let (screen, _) = terminal(list, width: 20, height: 3) { _ in
                Observable.just(["row"])
                    .bind(to: list.rx.items) { _, item, cell in
                        cell.text = item
                        cell.accessory = String(repeating: "x", count: 1_048_576) + "z"
                    }
                    .disposed(by: bag)
            }
            XCTAssertEqual(screen.lines[1], "› " + String(repeating: "x", count: 17) + "…")
        }
    }
}
