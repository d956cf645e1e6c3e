import Foundation
import GitHubAPI

/// One language of a repository as its languages screen lists it.
package struct LanguageRow: Equatable, Sendable {
    /// "Swift".
    package let name: String
    /// Bytes of code in it.
    package let bytes: Int
    /// Its part of all the code, 0…1.
    package let share: Double

    /// `bytes` of `name`, out of `total` bytes of code; the share is kept within 0…1 whatever
    /// the numbers (a server may send a negative size, or one larger than the total).
    package init(name: String, bytes: Int, total: Int) {
        self.name = name
        self.bytes = bytes
        share = total > 0 ? min(max(Double(bytes) / Double(total), 0), 1) : 0
    }

    /// "62.3 %", "< 0.1 %" for a trace.
    package var percentText: String {
        let percent = share * 100
        if percent > 0, percent < 0.1 { return "< 0.1 %" }
        return String(format: "%.1f %%", percent)
    }

    /// "812 B", "8.9 KB", "1.2 MB".
    package var sizeText: String { Self.size(bytes) }

    /// `bytes` in B, KB or MB (1 KB = 1,024 B), one decimal above bytes.
    package static func size(_ bytes: Int) -> String {
        switch bytes {
        case ..<1_024: return "\(bytes) B"
        case ..<(1_024 * 1_024): return String(format: "%.1f KB", Double(bytes) / 1_024)
        default: return String(format: "%.1f MB", Double(bytes) / (1_024 * 1_024))
        }
    }

    /// How many of `width` cells each row gets in a bar of all of them: each row its share,
    /// rounded by largest remainder so that the cells add up to `width` exactly; a language
    /// with any code gets at least one cell while there are cells to give.
    package static func barCells(_ rows: [LanguageRow], width: Int) -> [Int] {
        guard width > 0, !rows.isEmpty else { return rows.map { _ in 0 } }
        let exact = rows.map { $0.share * Double(width) }
        var cells = exact.map { max(Int($0), 0) }
        let order = exact.indices.sorted { (exact[$0] - Double(cells[$0]), -$0) > (exact[$1] - Double(cells[$1]), -$1) }
        var left = width - cells.reduce(0, +)
        for index in order where left > 0 {
            cells[index] += 1
            left -= 1
        }
        // A trace still shows: take a cell from the largest for each row left at zero.
        for index in cells.indices where cells[index] == 0 && rows[index].bytes > 0 {
            guard let largest = cells.indices.max(by: { cells[$0] < cells[$1] }), cells[largest] > 1 else { break }
            cells[largest] -= 1
            cells[index] = 1
        }
        return cells
    }
}
