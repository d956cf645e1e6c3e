import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The request log of `URLSession.rx`, in RxCocoa 6.9.1's words: the request as a `curl`
/// command, then one line for its result. Everything printed comes from outside the process
/// (the URL, headers and body may carry a server's or a user's text), so besides RxCocoa's
/// escaping of `"`, control characters are written as `\u{XX}` and cannot drive the terminal.
enum URLRequestLog {
    /// `URLSession.rx.shouldLogRequest`'s value, behind a lock: it is read from the session's
    /// delegate queue and may be set from any thread.
    private final class Hook: @unchecked Sendable {
        private let lock = NSLock()
        private var shouldLog: (URLRequest) -> Bool = { _ in
            #if DEBUG
            return true
            #else
            return false
            #endif
        }

        var value: (URLRequest) -> Bool {
            get { lock.withLock { shouldLog } }
            set { lock.withLock { shouldLog = newValue } }
        }
    }

    private static let hook = Hook()

    static var shouldLog: (URLRequest) -> Bool {
        get { hook.value }
        set { hook.value = newValue }
    }

    /// RxCocoa's `convertURLRequestToCurlCommand`.
    static func curlCommand(_ request: URLRequest) -> String {
        var command = "curl -X \(request.httpMethod ?? "GET") "
        if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
            command += "-d \"\(escaped(text))\" "
        }
        for (key, value) in request.allHTTPHeaderFields ?? [:] {
            command += "\n    -H \"\(escaped(key)): \(escaped(value))\" "
        }
        command += "\n\"\(escaped(request.url?.absoluteString ?? "<unknown url>"))\""
        return command + " -i -v"
    }

    /// RxCocoa's `convertResponseToString`: `Success (26ms): Status 200`, `Failure (3ms): Status
    /// 404`, `Canceled (1ms)`, `Failure (2ms): NSError > …`.
    static func result(_ response: URLResponse?, _ error: Error?, _ interval: TimeInterval) -> String {
        let ms = Int(interval * 1000)
        if let response = response as? HTTPURLResponse {
            let outcome = 200..<300 ~= response.statusCode ? "Success" : "Failure"
            return "\(outcome) (\(ms)ms): Status \(response.statusCode)"
        }
        if let error = error.map({ $0 as NSError }) {
            if error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled {
                return "Canceled (\(ms)ms)"
            }
            return "Failure (\(ms)ms): NSError > \(escaped("\(error)", quotes: false))"
        }
        return "<Unhandled response from server>"
    }

    /// `text` with `"` escaped as RxCocoa does (when `quotes`) and every control character
    /// (C0, DEL, C1) written as `\u{XX}`.
    static func escaped(_ text: String, quotes: Bool = true) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22 where quotes: result += "\\\""
            case 0x00..<0x20, 0x7F..<0xA0: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
