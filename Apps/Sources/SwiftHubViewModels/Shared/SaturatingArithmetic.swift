/// Arithmetic on numbers a server sent, which may be anything an `Int` holds: sums and steps
/// stop at `Int.max` and `Int.min` instead of trapping on overflow.
extension Int {
    /// `self + other`, or the bound it passed.
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}

extension Sequence where Element == Int {
    /// The sum of the elements, stopping at `Int.max` or `Int.min` rather than trapping.
    var saturatingSum: Int { reduce(0) { $0.saturatingAdding($1) } }
}
