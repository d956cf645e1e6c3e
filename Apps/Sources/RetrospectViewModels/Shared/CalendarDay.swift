import Foundation

/// A goal's start and end days as the server stores them: `YYYY-MM-DD`.
package enum CalendarDay {
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.isLenient = false
        return formatter
    }()

    /// Whether `text` is a real day written `YYYY-MM-DD`: 2028-02-29 is, 2026-02-29 and
    /// 2026-1-5 are not. Formatting the parsed day back must give the same text, which rules out
    /// everything a lenient parse would accept. Only ASCII digits and dashes reach the
    /// formatter: Foundation's DateFormatter traps on some text outside the BMP ("2026-1"
    /// followed by a variation selector of the supplement), and typed or pasted text may hold it.
    package static func isValid(_ text: String) -> Bool {
        guard text.utf8.count == 10,
            text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let day = formatter.date(from: text)
        else { return false }
        return formatter.string(from: day) == text
    }
}
