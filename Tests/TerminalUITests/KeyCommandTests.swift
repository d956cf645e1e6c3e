import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// A screen's keys come from one table: the handling and the hint line.
final class KeyCommandTests: WidgetTestCase, @unchecked Sendable {
    func testACommandHandlesItsKeyAndTheHintLineListsTheEnabledOnes() {
        MainActor.assumeIsolated {
            let star = KeyCommand("s", title: "star")
            let owner = KeyCommand("o", title: "owner", isEnabled: false)
            var stars = 0
            let (terminal, screen) = terminal(StackView(axis: .vertical, [])) { screen in
                screen.keyCommands = [.handledElsewhere("Enter", "open"), star, owner]
            }
            star.triggered.subscribe(onNext: { stars += 1 }).disposed(by: screen.disposeBag)
            XCTAssertEqual(screen.keyHints.text, "Enter: open  s: star")
            terminal.send(.character("s"), .character("o"), .enter)
            XCTAssertEqual(stars, 1)
            // The disabled command and the key handled elsewhere reach the screen's handleKey.
            XCTAssertEqual(screen.keys, [.character("o"), .enter])
            owner.isEnabled = true
            XCTAssertEqual(screen.keyHints.text, "Enter: open  s: star  o: owner")
            terminal.send(.character("o"))
            XCTAssertEqual(screen.keys, [.character("o"), .enter], "an enabled command takes its key")
            star.rx.isEnabled.onNext(false)
            XCTAssertEqual(screen.keyHints.text, "Enter: open  o: owner")
        }
    }

    func testTheFocusedViewGetsAKeyBeforeTheCommands() {
        MainActor.assumeIsolated {
            let field = TextField()
            let find = KeyCommand("f", title: "find")
            var finds = 0
            let (terminal, screen) = terminal(StackView(axis: .vertical, [field])) { screen in
                screen.keyCommands = [find]
            }
            find.triggered.subscribe(onNext: { finds += 1 }).disposed(by: screen.disposeBag)
            terminal.send(.character("f"))
            XCTAssertEqual(field.text, "f")
            XCTAssertEqual(finds, 0)
            terminal.send(.escape, .character("f"))
            XCTAssertEqual(field.text, "f")
            XCTAssertEqual(finds, 1)
        }
    }

    func testAHandlerDecidesWhetherItTookTheKey() {
        MainActor.assumeIsolated {
            var index = 0
            // Two segments: Left at the first and Right at the last have nowhere to go.
            let move = KeyCommand([.left, .right], label: "←/→", title: "segment") { key in
                let next = index + (key == .left ? -1 : 1)
                guard (0...1).contains(next) else { return false }
                index = next
                return true
            }
            var moved: [Key] = []
            let (terminal, screen) = terminal(StackView(axis: .vertical, [])) { screen in
                screen.keyCommands = [move]
            }
            move.triggeredKeys.subscribe(onNext: { moved.append($0) }).disposed(by: screen.disposeBag)
            terminal.send(.left, .right, .right)
            XCTAssertEqual(index, 1)
            XCTAssertEqual(moved, [.right], "Left at the first segment and Right at the last are not taken")
            XCTAssertEqual(screen.keys, [.left, .right])
            XCTAssertEqual(screen.keyHints.text, "←/→: segment")
        }
    }

    func testTheEndingOfAHintLineLeavesOutKeysTheScreenAlreadyNames() {
        MainActor.assumeIsolated {
            let own: [KeyCommand] = [.handledElsewhere("Esc", "leave the field"), KeyCommand("n", title: "new")]
            let ending: [KeyCommand] = [.handledElsewhere("Esc", "back"), .handledElsewhere("q", "quit")]
            XCTAssertEqual(own.hintLine(endingWith: ending), "Esc: leave the field  n: new  q: quit")
            XCTAssertEqual([KeyCommand]().hintLine(endingWith: ending), "Esc: back  q: quit")
        }
    }

    func testNoKeyQuitsUnlessTheScreenDeclaresIt() {
        MainActor.assumeIsolated {
            let (terminal, screen) = terminal(StackView(axis: .vertical, []))
            terminal.send(.character("q"))
            XCTAssertNil(terminal.application.quitRequest?.status, "q is not a default")
            XCTAssertEqual(screen.keys, [.character("q")])
            terminal.send(.control("c"))
            XCTAssertEqual(terminal.application.quitRequest?.status, 130, "Ctrl-C always quits")
        }
    }

    func testTheQuitCommandQuitsOutsideATextField() {
        MainActor.assumeIsolated {
            let field = TextField()
            let (terminal, screen) = terminal(StackView(axis: .vertical, [field])) { screen in
                screen.keyCommands = [.quit()]
            }
            XCTAssertEqual(screen.keyHints.text, "q: quit")
            terminal.send(.character("q"))
            XCTAssertEqual(field.text, "q", "the focused field types the q")
            XCTAssertNil(terminal.application.quitRequest?.status)
            terminal.send(.escape, .character("q"))
            XCTAssertEqual(terminal.application.quitRequest?.status, 0)
            XCTAssertEqual(field.text, "q")
            XCTAssertEqual(KeyCommand.quit("x", title: "끝내기").hint, "x: 끝내기")
        }
    }
}
