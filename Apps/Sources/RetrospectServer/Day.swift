import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#endif

/// A calendar day written YYYY-MM-DD, comparable.
struct Day: Comparable {
    let year: Int, month: Int, day: Int

    init?(_ text: String) {
        // Digits only: Int("+1") is 1, and "2026-+1-+1" or "+999-01-01" are not days.
        guard text.utf8.count == 10,
            text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month),
            day >= 1
        else { return nil }
        let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        guard day <= [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    static func < (lhs: Day, rhs: Day) -> Bool { (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day) }
}
