extension Int {
    /// A count a server sent (stars, forks, followers, comments, results), as a screen shows it:
    /// GitHub's counts are never negative, so a negative one — from a lying or broken server —
    /// is shown as 0 rather than as "-3 stars" (issue 54).
    var shownCount: Int { Swift.max(0, self) }
}
