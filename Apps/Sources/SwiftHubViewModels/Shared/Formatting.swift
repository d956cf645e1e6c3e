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
    /// What a screen shows for a value GitHub left out or sent as `null` (an account, a count, a time).
    package static let absent = "—"

    /// ``describe(_:now:)`` of `date`, or ``absent`` when GitHub sent none.
    package static func describe(_ date: Date?, now: Date) -> String {
        date.map { describe($0, now: now) } ?? absent
    }

    /// "just now", "5 minutes ago", "3 days ago", "2 months ago", "1 year ago" — or the date,
    /// for a moment in the future.
    package static func describe(_ date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        guard seconds >= 0 else { return Formatting.date(date) }
        // One format per unit and number, so that a language without plurals (Korean) has one.
        switch seconds {
        case ..<60: return localized("just now")
        case ..<3_600:
            let minutes = seconds / 60
            return minutes == 1 ? localized("1 minute ago") : localized("%ld minutes ago", minutes)
        case ..<86_400:
            let hours = seconds / 3_600
            return hours == 1 ? localized("1 hour ago") : localized("%ld hours ago", hours)
        case ..<(86_400 * 30):
            let days = seconds / 86_400
            return days == 1 ? localized("1 day ago") : localized("%ld days ago", days)
        case ..<(86_400 * 365):
            let months = seconds / (86_400 * 30)
            return months == 1 ? localized("1 month ago") : localized("%ld months ago", months)
        default:
            let years = seconds / (86_400 * 365)
            return years == 1 ? localized("1 year ago") : localized("%ld years ago", years)
        }
    }
}
