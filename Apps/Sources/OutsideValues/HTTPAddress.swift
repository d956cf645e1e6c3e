import Foundation
import TerminalGate

/// Checks a URL from outside — `--api`, a redirect's `Location` — before the HTTP client sees
/// it: an `http` or `https` URL with a host and, when it names one, a port TCP has (1…65535).
/// The HTTP client turns the port into a 16-bit number by trapping conversion, so a redirect to
/// `http://127.0.0.1:99999` used to end the app (SIGILL) from any answer on any screen.
package enum HTTPAddress {
    /// The ports a URL may name.
    package static let ports = 1...65_535

    /// Why `url` cannot be sent to, in words for a message ("port 99999 is not one TCP has (1 to
    /// 65535)"), or `nil` when it can; what it quotes of the URL goes through the terminal gate
    /// (`TerminalText.escapedLine`).
    package static func problem(with url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return "not an http(s) address"
        }
        guard let host = url.host, !host.isEmpty else { return "an address without a host" }
        // Foundation gives no port for one past `Int` ("…:99999999999999999999"), and the
        // client would then use the scheme's: the port is read from the text itself.
        if let port = portText(of: url.absoluteString), !port.isEmpty {
            guard port.utf8.allSatisfy({ (48...57).contains($0) }), let number = Int(port), ports.contains(number)
            else {
                return "port \(TerminalText.escapedLine(String(port.prefix(24)))) is not one TCP has (1 to 65535)"
            }
        }
        return nil
    }

    /// The port as written in `text`'s authority (`nil` when it names none): after the last `:`
    /// of the host part, past any `user@` and an IPv6 literal's brackets.
    static func portText(of text: String) -> Substring? {
        guard let start = text.range(of: "://")?.upperBound else { return nil }
        let rest = text[start...]
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            authority = authority[authority.index(after: close)...]
        }
        guard let colon = authority.lastIndex(of: ":") else { return nil }
        return authority[authority.index(after: colon)...]
    }

    /// Whether `a` and `b` have the same origin (scheme, host, port): credentials follow a
    /// redirect only within it.
    package static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int) {
            let scheme = url.scheme?.lowercased() ?? ""
            return (scheme, url.host?.lowercased() ?? "", url.port ?? (scheme == "https" ? 443 : 80))
        }
        return origin(a) == origin(b)
    }
}
