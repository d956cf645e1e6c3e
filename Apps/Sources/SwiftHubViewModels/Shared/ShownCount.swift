extension Int {
    /// A count a server sent (stars, forks, followers, comments, results), as a screen shows it:
    /// GitHub's counts are never negative, so a negative one — from a lying or broken server —
    /// is shown as 0 rather than as "-3 stars" (issue 54).
    var shownCount: Int { Swift.max(0, self) }

    /// "1 follower", "2 followers" (the server's count as ``shownCount`` shows it).
    var followersText: String {
        shownCount == 1 ? localized("1 follower") : localized("%ld followers", shownCount)
    }
}
