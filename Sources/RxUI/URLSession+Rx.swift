import Foundation
import RxCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a `URLSession.rx` request failed.
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible {
    /// The session reported neither a response nor an error.
    case unknown
    /// The response was not an HTTP response.
    case nonHTTPResponse(response: URLResponse)
    /// The server answered with a status outside 200..<300.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be decoded.
    case deserializationError(error: Swift.Error)

    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error has occurred."
        case .nonHTTPResponse(let response): return "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _): return "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error): return "Error during deserialization of the response: \(error)"
        }
    }
}

extension Reactive where Base: URLSession {
    /// Performs `request` on subscription (again for each subscriber); emits the HTTP response
    /// and its body, then completes. Disposing cancels the request. When
    /// `URLSession.rx.shouldLogRequest` allows, prints the request as a `curl` command and its
    /// result line once it ends, as RxCocoa does.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = UncheckedSession(session: base)
        return Observable.create { observer in
            let started = URLRequestLog.shouldLog(request) ? Date() : nil
            let task = session.session.dataTask(with: request) { data, response, error in
                if URLRequestLog.shouldLog(request) {
                    let interval = Date().timeIntervalSince(started ?? Date())
                    print(URLRequestLog.curlCommand(request))
                    print(URLRequestLog.result(response, error, interval))
                }
                guard let response, let data else {
                    observer.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let http = response as? HTTPURLResponse else {
                    observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                observer.on(.next((http, data)))
                observer.on(.completed)
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// The body of a successful (2xx) response to `request`; any other status fails with
    /// ``RxCocoaURLError/httpRequestFailed(response:data:)``.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of a successful response to `request`, parsed with `JSONSerialization`.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// A GET of `url`, parsed with `JSONSerialization`.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

extension Reactive where Base == URLSession {
    /// Whether `response`, `data` and `json` print a request and its result to standard
    /// output: the request as a `curl` command, then `Success (26ms): Status 200`,
    /// `Failure (3ms): Status 404`, `Canceled (1ms)` or `Failure (2ms): NSError > …`, as
    /// RxCocoa prints them. Asked when the request starts and again when it ends. The default
    /// says yes in a DEBUG build of this library and no in a release build; set it to
    /// `{ _ in false }` to silence the log. Control characters in what is printed are escaped.
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { URLRequestLog.shouldLog }
        set { URLRequestLog.shouldLog = newValue }
    }
}

/// URLSession is thread-safe but not declared `Sendable` in FoundationNetworking.
private struct UncheckedSession: @unchecked Sendable { let session: URLSession }
