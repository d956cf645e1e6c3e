import Foundation

/// The words TerminalUI's widgets show on their own — the back button, the end of a list, the
/// message of a terminal too small — so that an app in another language replaces every one.
public struct WidgetStrings: Sendable {
    /// The navigation bar's back button of a pushed screen.
    public var back = "‹ Back (Esc)"
    /// The navigation bar's hint while a text field or text view has the cursor.
    public var leaveField = "Esc: leave field"
    /// A list with no rows, unless its screen says better.
    public var noItems = "No items"
    /// The spinner's text, unless its screen says better.
    public var loading = "Loading…"
    /// An alert's button when it is given none.
    public var ok = "OK"
    /// The hint of ``KeyCommand/quit(_:title:)`` when it is given no title: "q: quit".
    public var quit = "quit"
    /// What the terminal shows instead of a screen that does not fit: given the terminal's size
    /// and the size the screen needs.
    public var terminalTooSmall: @Sendable (_ size: Size, _ needed: Size) -> String = { size, needed in
        "Terminal too small: \(size.width)×\(size.height), needs \(needed.width)×\(needed.height). Enlarge the window to continue."
    }
    /// What the terminal shows instead of a screen when the window is larger than
    /// ``TerminalApplication/maximumSize`` (`stty cols 65535 rows 65535`): given the window's
    /// size and the largest drawn.
    public var terminalTooLarge: @Sendable (_ size: Size, _ largest: Size) -> String = { size, largest in
        "Window too large: \(size.width)×\(size.height); at most \(largest.width)×\(largest.height) is drawn. Make the window smaller to continue."
    }
    /// What the bottom line says, until the next key, when a paste was cut at a text input's
    /// ``TextField/maximumLength`` (or ``TextView/maximumLength``): given that limit.
    public var textCut: @Sendable (_ limit: Int) -> String = { limit in
        "The pasted text was cut: this input holds at most \(WidgetStrings.grouped(limit)) characters."
    }

    /// TerminalUI's English words.
    public init() {}

    /// What every widget says; set it on the main actor before building screens.
    @MainActor public static var current = WidgetStrings()

    /// TerminalUI's English words, the default.
    public static let english = WidgetStrings()

    /// TerminalUI's words in Korean (한국어), as the apps of this repository say them.
    public static let korean: WidgetStrings = {
        var strings = WidgetStrings()
        strings.back = "‹ 뒤로 (Esc)"
        strings.leaveField = "Esc: 입력 끝내기"
        strings.noItems = "항목 없음"
        strings.loading = "불러오는 중…"
        strings.ok = "확인"
        strings.quit = "종료"
        strings.terminalTooSmall = { size, needed in
            "터미널이 너무 작습니다: \(size.width)×\(size.height), 필요한 크기 \(needed.width)×\(needed.height). 계속하려면 창을 키우세요."
        }
        strings.terminalTooLarge = { size, largest in
            "창이 너무 큽니다: \(size.width)×\(size.height), 최대 \(largest.width)×\(largest.height)까지 그립니다. 계속하려면 창을 줄이세요."
        }
        strings.textCut = { limit in
            "붙여 넣은 글이 잘렸습니다: 이 입력란에는 최대 \(WidgetStrings.grouped(limit))자까지 들어갑니다."
        }
        return strings
    }()

    /// `limit` with its thousands grouped by commas (1,048,576), as both languages write it.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// The words of a locale identifier: ``korean`` for `ko`, `ko_KR`, `ko-KR.UTF-8` and the
    /// like, `nil` for a language TerminalUI has no words for (``english`` for `en…`).
    public init?(localeIdentifier: String) {
        switch localeIdentifier.prefix(while: \.isLetter).lowercased() {
        case "ko": self = .korean
        case "en": self = .english
        default: return nil
        }
    }

    /// The words the environment asks for, read as the C library reads a locale: the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty picks them
    /// (`LANG=ko_KR.UTF-8`: ``korean``); English when none is set, or for `C`, `POSIX` and
    /// languages TerminalUI has no words for.
    public static func preferred(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> WidgetStrings {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return locale.flatMap(WidgetStrings.init(localeIdentifier:)) ?? .english
    }
}
