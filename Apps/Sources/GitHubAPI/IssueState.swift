import Foundation

/// An issue's or a pull request's state, and the filter of their lists.
///
/// GitHub's description types `state` as a plain string and names `open` and `closed` only in
/// words, so a state GitHub adds later decodes as ``other(_:)`` (kept as sent, shown as it is)
/// instead of failing the whole answer. `init(rawValue:)` still knows only the two states a
/// list can be filtered by.
package enum IssueState: Codable, Hashable, Sendable, CaseIterable, RawRepresentable {
    /// Not closed yet.
    case open
    /// Closed (pull requests: merged or not).
    case closed
    /// A state this client does not know, as GitHub sent it.
    case other(String)

    /// The states a list can be filtered by.
    package static let allCases: [IssueState] = [.open, .closed]

    /// `open` or `closed`; `nil` for any other text (a list filter must be one of the two).
    package init?(rawValue: String) {
        switch rawValue {
        case "open": self = .open
        case "closed": self = .closed
        default: return nil
        }
    }

    /// The state as GitHub spells it.
    package var rawValue: String {
        switch self {
        case .open: "open"
        case .closed: "closed"
        case .other(let text): text
        }
    }

    /// Reads any string: the two known states, or ``other(_:)``.
    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = IssueState(rawValue: text) ?? .other(text)
    }

    /// Writes the state as GitHub spells it.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
