import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// An app's theme and language reach every widget through ``Appearance/current`` and
/// ``WidgetStrings/current``; each test puts TerminalUI's defaults back.
final class AppearanceTests: WidgetTestCase, @unchecked Sendable {
    override func tearDown() {
        MainActor.assumeIsolated {
            Appearance.current = Appearance()
            WidgetStrings.current = WidgetStrings()
        }
        super.tearDown()
    }

    func testWidgetsDrawWithTheCurrentAppearance() {
        MainActor.assumeIsolated {
            var appearance = Appearance()
            appearance.secondary = TextStyle(foreground: .blue)
            appearance.bar = TextStyle(bold: true, foreground: .magenta)
            appearance.error = TextStyle(bold: true, foreground: .yellow)
            Appearance.current = appearance
            let list = ListView()
            let hints = Label.keyHints("r: refresh")
            let (terminal, screen) = terminal(StackView(axis: .vertical, [list, hints]), width: 30, height: 6)
            screen.banner.kind = .error
            screen.banner.message = "Offline"
            terminal.refresh()
            let frame = terminal.application.lastFrame
            XCTAssertEqual(terminal.lines, ["Test", "No items", "", "", "r: refresh", "✖ Offline"])
            XCTAssertEqual(frame[0, 0].style, TextStyle(bold: true, foreground: .magenta))
            XCTAssertEqual(frame[0, 1].style, TextStyle(foreground: .blue))
            XCTAssertEqual(frame[0, 4].style, TextStyle(foreground: .blue))
            XCTAssertEqual(frame[0, 5].style, TextStyle(bold: true, foreground: .yellow))
        }
    }

    func testASelectedRowAddsTheSelectedAttributesToItsOwnStyle() {
        MainActor.assumeIsolated {
            var appearance = Appearance()
            appearance.selected = TextStyle(underline: true, inverse: true)
            Appearance.current = appearance
            let list = ListView()
            let (terminal, _) = terminal(list, width: 20, height: 4)
            list.setItems(["one", "two"]) { _, text, cell in
                cell.text = text
                cell.style = TextStyle(foreground: .green)
            }
            terminal.refresh()
            let frame = terminal.application.lastFrame
            XCTAssertEqual(terminal.lines, ["Test", "› one", "  two", ""])
            XCTAssertEqual(frame[2, 1].style, TextStyle(underline: true, inverse: true, foreground: .green))
            XCTAssertEqual(frame[2, 2].style, TextStyle(foreground: .green))
        }
    }

    func testWidgetsSayTheCurrentWords() {
        MainActor.assumeIsolated {
            var strings = WidgetStrings()
            strings.back = "‹ 뒤로 (Esc)"
            strings.noItems = "항목 없음"
            strings.terminalTooSmall = { size, needed in
                "창이 작습니다: \(size.width)×\(size.height) < \(needed.width)×\(needed.height)"
            }
            WidgetStrings.current = strings
            let root = TestScreen(title: "Root", content: Label("root"))
            let navigation = NavigationController(root: root)
            let terminal = HeadlessTerminal(width: 30, height: 4, root: navigation)
            navigation.push(TestScreen(title: "목록", content: ListView()))
            terminal.refresh()
            XCTAssertEqual(terminal.lines, ["‹ 뒤로 (Esc)  목록", "항목 없음", "", ""])
            terminal.resize(width: 8, height: 1)
            XCTAssertEqual(terminal.lines, ["창이"])
        }
    }

    func testTheKoreanPresetIsChosenFromTheLocaleAsSwiftHubChoosesItsLanguage() {
        MainActor.assumeIsolated {
            // Before the first screen is built; in an app, `.preferred()` reads the process's environment.
            WidgetStrings.current = .preferred(environment: ["LANG": "ko_KR.UTF-8"])
            let field = TextField()
            let spinner = ActivityIndicatorView()
            spinner.isAnimating = true
            let navigation = NavigationController(root: TestScreen(title: "Root", content: Label("root")))
            let terminal = HeadlessTerminal(width: 50, height: 5, root: navigation)
            let form = TestScreen(title: "로그인", content: StackView(axis: .vertical, [field, spinner, ListView()]))
            navigation.push(form)
            terminal.refresh()
            form.focus(field)
            terminal.refresh()
            XCTAssertEqual(
                terminal.lines,
                ["‹ 뒤로 (Esc)  로그인             Esc: 입력 끝내기", "", "⠋ 불러오는 중…", "항목 없음", ""])
        }
    }

    /// The built-in quit command speaks the chosen words without a title passed by hand.
    func testTheQuitCommandsHintComesFromTheChosenWords() {
        MainActor.assumeIsolated {
            WidgetStrings.current = .korean
            let (_, screen) = terminal(Label("메모")) { screen in screen.keyCommands = [.quit()] }
            XCTAssertEqual(screen.keyHints.text, "q: 종료")
            XCTAssertEqual(KeyCommand.quit("x").hint, "x: 종료")
            XCTAssertEqual(KeyCommand.quit(title: "끝").hint, "q: 끝", "a title given still wins")
            WidgetStrings.current = .english
            XCTAssertEqual(KeyCommand.quit().hint, "q: quit")
        }
    }

    func testThePreferredWordsFollowLCALLThenLCMESSAGESThenLANG() {
        func back(_ environment: [String: String]) -> String { WidgetStrings.preferred(environment: environment).back }
        XCTAssertEqual(back(["LANG": "ko_KR.UTF-8"]), "‹ 뒤로 (Esc)")
        XCTAssertEqual(back(["LC_MESSAGES": "ko", "LANG": "en_US.UTF-8"]), "‹ 뒤로 (Esc)")
        XCTAssertEqual(back(["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]), "‹ Back (Esc)")
        XCTAssertEqual(back(["LC_ALL": "", "LANG": "ko-KR"]), "‹ 뒤로 (Esc)", "an empty variable does not count")
        XCTAssertEqual(back(["LANG": "C.UTF-8"]), "‹ Back (Esc)")
        XCTAssertEqual(back(["LANG": "ja_JP.UTF-8"]), "‹ Back (Esc)", "a language without words falls back to English")
        XCTAssertEqual(back([:]), "‹ Back (Esc)")
        XCTAssertNil(WidgetStrings(localeIdentifier: "ja"))
        let korean = WidgetStrings.korean
        XCTAssertEqual(
            [korean.back, korean.leaveField, korean.noItems, korean.loading, korean.ok],
            ["‹ 뒤로 (Esc)", "Esc: 입력 끝내기", "항목 없음", "불러오는 중…", "확인"])
        XCTAssertEqual(
            korean.terminalTooSmall(Size(width: 20, height: 5), Size(width: 40, height: 10)),
            "터미널이 너무 작습니다: 20×5, 필요한 크기 40×10. 계속하려면 창을 키우세요.")
    }
}
