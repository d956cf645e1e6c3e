import SecureFiles

/// Whose kept answers a request may use: the account the session is signed in as, or nobody
/// (anonymous requests). A request sent as a credential whose account is not known yet — a
/// `--token` before its sign-in is confirmed, or the sign-in request itself — has no
/// `CacheAccount` and uses no kept answer, so an `ETag` kept for one account is never sent
/// with another account's credential.
package enum CacheAccount: Equatable, Sendable {
    /// Requests sent without credentials.
    case anonymous
    /// Requests sent as the account `login` (as GitHub spelled it in `GET /user`).
    case signedIn(login: String)

    /// What a kept answer's key begins with: `-` for anonymous, `@` and the login spelled with
    /// ``FileNameEncoding`` (no spaces, so no login can be read as the start of a request).
    var keyPrefix: String {
        switch self {
        case .anonymous: "-"
        case .signedIn(let login): "@" + FileNameEncoding.encode(login)
        }
    }

    /// The key `request`'s answer is kept under for this account.
    func key(for requestKey: String) -> String { keyPrefix + " " + requestKey }
}
