import HTTPTypes

/// Who may use a web app's pages: the browser that has the per-launch key, from the app's own
/// origin. Another local user can reach the loopback port but not read the key the app printed;
/// another site open in the same browser can open a WebSocket to the port (browsers allow it)
/// but sends its own `Origin`, which is refused (no cross-site WebSocket hijacking).
package struct WebAccess: Sendable {
    /// The per-launch key, 128 random bits in hex: in the printed address and every socket request.
    package let key: String

    /// Access guarded by `key` (a new random one by default).
    package init(key: String = WebAccess.newKey()) {
        self.key = key
    }

    /// 128 random bits as 32 hex digits.
    package static func newKey() -> String { WebSessions.newSessionID() }

    /// Whether `candidate` is the key, compared in time that does not depend on where they differ.
    package func accepts(key candidate: String?) -> Bool {
        guard let candidate else { return false }
        let expected = Array(key.utf8)
        let given = Array(candidate.utf8)
        guard expected.count == given.count else { return false }
        var difference: UInt8 = 0
        for index in expected.indices { difference |= expected[index] ^ given[index] }
        return difference == 0
    }

    /// Whether `origin` is the page's own: `http://127.0.0.1:<port>` or `http://localhost:<port>`
    /// (never derived from the request's `Host`, which a DNS-rebinding page controls).
    package static func isOwnOrigin(_ origin: String?, port: Int) -> Bool {
        guard let origin else { return false }
        return origin == "http://127.0.0.1:\(port)" || origin == "http://localhost:\(port)"
    }

    /// The headers of every answer: a Content-Security-Policy that runs only our own script
    /// file (no inline script, no `eval`, no other origin; styles from our file only; the
    /// socket to our own origin), no framing, no MIME sniffing, no referrer, no caching.
    package static let securityHeaders: HTTPFields = [
        .contentSecurityPolicy:
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        HTTPField.Name("Referrer-Policy")!: "no-referrer",
        HTTPField.Name("X-Frame-Options")!: "DENY",
        .cacheControl: "no-store",
    ]
}
