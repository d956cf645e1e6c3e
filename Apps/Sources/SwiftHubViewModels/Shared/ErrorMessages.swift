import Foundation
import GitHubAPI
import GitHubSession

/// The message a screen's banner shows for an error, with what the user can do about it:
/// retry (`r`) when trying again may help, sign in (`l`) when the token was refused, nothing
/// when neither helps (a 404, a 422, data the app cannot read).
/// `retryHint` says how to retry where `r` is not the way (the search field takes letters).
package func errorMessage(_ error: Swift.Error, retryHint: String? = nil, now: Date) -> String {
    guard let error = error as? GitHubError else { return "\(error)" }
    let message = describe(error, now: now)
    if case .http(401, _) = error { return message + " — " + localized("press l to sign in") }
    return error.isRetryable ? message + " — " + (retryHint ?? localized("press r to retry")) : message
}

/// `error` in a sentence of the current language (GitHub's own message and reasons stay as
/// they came); a rate limit's reset is said relative to `now`.
package func describe(_ error: GitHubError, now: Date) -> String {
    switch error {
    case .unreachable(let reason): return localized("The server is unreachable (%@).", reason)
    case .timeout: return localized("The server did not answer in time.")
    case .http(let status, let message): return localized("GitHub answered %ld: %@", status, message)
    case .rateLimited(let resetAt):
        guard let resetAt else { return localized("Rate limit exceeded.") }
        // Clamped to ten years: a server may send any reset time.
        let seconds = GitHubError.secondsUntil(resetAt, from: now)
        let minutes = (seconds + 59) / 60
        let when =
            seconds <= 0
            ? localized("now")
            : seconds < 60
                ? localized("in %ld s", seconds)
                : minutes < 60
                    ? localized("in %ld min", minutes)
                    : minutes % 60 == 0
                        ? localized("in %ld h", minutes / 60)
                        : localized("in %ld h %ld min", minutes / 60, minutes % 60)
        return localized("Rate limit exceeded; it resets %@.", when)
    case .undecodable(let endpoint, let reason): return localized("Unexpected data from %@: %@", endpoint, reason)
    case .responseTooLarge(let limit):
        return limit >= 1_048_576
            ? localized("The answer was larger than %ld MiB.", limit / 1_048_576)
            : localized("The answer was larger than %ld bytes.", limit)
    }
}

/// The message for an error where no key applies (the login screen's own).
package func plainErrorMessage(_ error: Swift.Error) -> String {
    (error as? GitHubError).map { describe($0, now: Date()) } ?? "\(error)"
}

/// The message for a next page that failed: the rows loaded so far stay, and asking for more
/// again (Down at the last row) retries that page — `r` would start over from the first.
package func loadMoreErrorMessage(_ error: Swift.Error, now: Date) -> String {
    localized(
        "Could not load more: %@",
        errorMessage(error, retryHint: localized("press ↓ at the last row to try again"), now: now))
}

/// The status part of a key-hint line: who is signed in.
package func accountStatus(_ account: User?) -> String {
    account.map { localized("Signed in as %@", $0.login) } ?? localized("Not signed in")
}
