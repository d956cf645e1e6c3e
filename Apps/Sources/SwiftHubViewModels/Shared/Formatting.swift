import Foundation

/// Dates as the screens show them.
enum Formatting {
    /// Made once: every event row formats a date, and a formatter is costly to build.
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()

    /// "2026-01-01 00:00" (UTC). DateFormatter is thread-safe for formatting.
    static func date(_ date: Date) -> String { formatter.string(from: date) }
}

/// How long ago something happened, in the words a list shows.
package enum RelativeDate {
    /// "just now", "5 minutes ago", "3 days ago", "2 months ago", "1 year ago" — or the date,
    /// for a moment in the future.
    package static func describe(_ date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        guard seconds >= 0 else { return Formatting.date(date) }
        func ago(_ count: Int, _ unit: String) -> String { "\(count) \(unit)\(count == 1 ? "" : "s") ago" }
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return ago(seconds / 60, "minute")
        case ..<86_400: return ago(seconds / 3_600, "hour")
        case ..<(86_400 * 30): return ago(seconds / 86_400, "day")
        case ..<(86_400 * 365): return ago(seconds / (86_400 * 30), "month")
        default: return ago(seconds / (86_400 * 365), "year")
        }
    }
}
