import Foundation

/// How a session proves who it is: a personal access token (`Authorization: Bearer`), or a
/// username and password (`Authorization: Basic`) for servers that accept them — GitHub takes
/// a username with a token as the password; GitHub Enterprise and the offline GitHub too.
package enum Credential: Equatable, Sendable {
    /// A personal access token (or an OAuth token from the device flow).
    case token(String)
    /// A username and password.
    case basic(username: String, password: String)

    /// The `Authorization` header's value.
    package var authorization: String {
        switch self {
        case .token(let token): "Bearer \(token)"
        case .basic(let username, let password): "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
        }
    }

    /// What the token store keeps: the bare token (as before there was anything else), or
    /// `Basic` and the encoded pair.
    package var saved: String {
        switch self {
        case .token(let token): token
        case .basic: authorization
        }
    }

    /// A credential read back from the token store: `Basic BASE64` is a username and password
    /// (a pair that does not decode is kept as a token, and the server refuses it); anything
    /// else is a token.
    package init(saved: String) {
        let parts = saved.split(separator: " ", maxSplits: 1)
        if parts.count == 2, parts[0] == "Basic", let data = Data(base64Encoded: String(parts[1])),
            let pair = String(data: data, encoding: .utf8), let colon = pair.firstIndex(of: ":")
        {
            self = .basic(username: String(pair[..<colon]), password: String(pair[pair.index(after: colon)...]))
        } else {
            self = .token(saved)
        }
    }
}
