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
    /// Performs `request` on subscription; emits the HTTP response and its body, then
    /// completes. Disposing cancels the request.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = UncheckedSession(session: base)
        return Observable.create { observer in
            let task = session.session.dataTask(with: request) { data, response, error in
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

/// URLSession is thread-safe but not declared `Sendable` in FoundationNetworking.
private struct UncheckedSession: @unchecked Sendable { let session: URLSession }
