import RxCore
import RxTesting
import RxUI
import XCTest

@testable import TerminalUI

/// The cost of a frame does not grow with the length of a string cut to fit it (issue 54): a
/// megabyte from a server in a banner, an alert's title and message or a label costs a frame
/// what the cells it shows cost; a document wraps once per change. Counted in characters
/// measured (`DisplayWidth.measuredCharacters`, debug builds), not in time.
final class FrameCostTests: WidgetTestCase, @unchecked Sendable {
    private static let megabyte = String(repeating: "word ", count: 209_716)

    /// Characters measured while `body` runs.
    @MainActor
    private func measured(_ body: () -> Void) -> Int {
        let before = DisplayWidth.measuredCharacters.load(ordering: .relaxed)
        body()
        return DisplayWidth.measuredCharacters.load(ordering: .relaxed) - before
    }

    /// A banner of a megabyte wraps only the start its three lines show, and ends with "…".
    func testAMegabyteBannerCostsWhatItsLinesCost() {
        MainActor.assumeIsolated {
            let banner = BannerView()
            let (screen, _) = terminal(banner, width: 40, height: 6)
            let cost = measured {
                banner.message = Self.megabyte
                screen.refresh()
            }
            XCTAssertEqual(
                Array(screen.lines[1...4]),
                [
                    "✖ word word word word word word word",
                    "word word word word word word word word",
                    "word word word word word word word word…",
                    "",
                ])
            XCTAssertLessThan(cost, 4 * 40 * 40, "cells, not the megabyte: \(cost)")
        }
    }

    /// An alert whose title and message are a megabyte each (the message a megabyte of lines):
    /// the box is drawn cut, measuring only what it can show.
    func testAMegabyteAlertCostsWhatItsBoxCosts() {
        MainActor.assumeIsolated {
            let (screen, testScreen) = terminal(Label("under"), width: 40, height: 10)
            let lines = String(repeating: "line\n", count: 209_716)
            let cost = measured {
                testScreen.present(AlertView(title: Self.megabyte, message: lines))
                screen.refresh()
            }
            XCTAssertEqual(
                Array(screen.lines[0...9]),
                [
                    "Test┌──────────────────────────────┐",
                    "unde│ word word word word word wo… │",
                    "    │ line                         │",
                    "    │ line                         │",
                    "    │ line                         │",
                    "    │ line                         │",
                    "    │ line …                       │",
                    "    │                              │",
                    "    │ [ OK ]                       │",
                    "    └──────────────────────────────┘",
                ])
            XCTAssertLessThan(cost, 40 * 10 * 40, "cells, not the megabyte: \(cost)")
            let again = measured {
                screen.send(batch: [.left])
            }
            XCTAssertLessThan(again, 40 * 10 * 40, "every frame: \(again)")
        }
    }

    /// A label of a megabyte: measured up to the widest window, drawn cut.
    func testAMegabyteLabelCostsWhatItsWidthCosts() {
        MainActor.assumeIsolated {
            let label = Label()
            let (screen, _) = terminal(StackView(axis: .vertical, [label]), width: 30, height: 4)
            let cost = measured {
                label.text = Self.megabyte
                screen.refresh()
            }
            XCTAssertEqual(screen.lines[1], "word word word word word word…")
            XCTAssertLessThan(cost, 4 * TerminalApplication.maximumSize.width, "\(cost)")
        }
    }

    /// A document wraps a megabyte once when it arrives; scrolling and redrawing it then cost
    /// what the shown lines cost.
    func testADocumentWrapsOncePerChange() {
        MainActor.assumeIsolated {
            let document = DocumentView()
            let (screen, testScreen) = terminal(document, width: 30, height: 5)
            let first = measured {
                document.paragraphs = [DocumentParagraph([StyledText(Self.megabyte)])]
                screen.refresh()
            }
            XCTAssertGreaterThan(first, 1_000_000, "the one wrap reads the whole document")
            let scrolled = measured {
                testScreen.focus(document)
                screen.send(batch: [.down, .down, .pageDown])
            }
            XCTAssertEqual(screen.lines[1], "word word word word word word")
            XCTAssertLessThan(scrolled, 3 * 30 * 5, "a scroll costs the shown lines: \(scrolled)")
        }
    }
}
