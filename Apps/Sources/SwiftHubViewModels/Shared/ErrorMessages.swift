import Foundation
import GitHubAPI
import GitHubSession

/// The message a screen's banner shows for an error, with what the user can do about it:
/// retry (`r`) when trying again may help, sign in (`l`) when the token was refused, nothing
/// when neither helps (a 404, a 422, data the app cannot read).
/// `retryHint` says how to retry where `r` is not the way (the search field takes letters).
package func errorMessage(_ error: Swift.Error, retryHint: String = "press r to retry", now: Date) -> String {
    guard let error = error as? GitHubError else { return "\(error)" }
    let message = error.description(relativeTo: now)
    if case .http(401, _) = error { return message + " — press l to sign in" }
    return error.isRetryable ? message + " — " + retryHint : message
}

/// The message for an error where no key applies (the login screen's own).
package func plainErrorMessage(_ error: Swift.Error) -> String {
    (error as? GitHubError)?.description ?? "\(error)"
}

/// The message for a next page that failed: the rows loaded so far stay, and asking for more
/// again (Down at the last row) retries that page — `r` would start over from the first.
package func loadMoreErrorMessage(_ error: Swift.Error, now: Date) -> String {
    errorMessage(error, retryHint: "press ↓ at the last row to try again", now: now)
        .replacingOccurrences(of: "^", with: "Could not load more: ", options: .regularExpression)
}

/// The status part of a key-hint line: who is signed in.
package func accountStatus(_ account: User?) -> String {
    account.map { "Signed in as \($0.login)" } ?? "Not signed in"
}
