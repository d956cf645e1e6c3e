import AsyncHTTPClient
import Foundation
import MVVM
import NIOCore
import NIOHTTP1
import RetrospectViewModels
import RxCore

/// What went wrong talking to the retrospect server, with the server's own message.
package enum RetrospectAPIError: Error, Equatable, CustomStringConvertible, Sendable, ClassifiedGoalServiceFailure {
    /// No connection to the server at this address: it is down or the address is wrong.
    case unreachable(String)
    /// No answer within the timeout.
    case timeout
    /// The server answered `status` with `{"error": message}`.
    case rejected(status: Int, message: String)
    /// A 2xx answer whose body is not what the API sends.
    case undecodable(String)

    package var description: String {
        switch self {
        case .unreachable(let address):
            return "retrospect-server is not answering at \(address). Start it, or run retrospect without --server."
        case .timeout: return "The server did not answer in time."
        case .rejected(let status, let message): return "The server answered \(status): \(message)"
        case .undecodable(let reason): return "Unexpected data from the server: \(reason)"
        }
    }

    /// Timeouts, no connection, 5xx and undecodable answers may go away on a retry; a 409 is a
    /// conflict with data changed elsewhere; any other 4xx is a wrong request.
    package var goalServiceFailureKind: GoalServiceFailureKind {
        switch self {
        case .unreachable, .timeout, .undecodable: return .transient
        case .rejected(let status, _) where status == 409: return .conflict
        case .rejected(let status, _) where (400..<500).contains(status): return .invalid
        case .rejected: return .transient
        }
    }
}

/// The goal app's API layer over HTTP: every call a `Single` (failures are errors, never a
/// `Result` inside an element), started on subscription and cancelled on dispose.
package final class RetrospectHTTPService: RetrospectiveService, GoalService, @unchecked Sendable {
    /// The server's address, such as `http://127.0.0.1:8080`.
    package let baseURL: URL
    private let timeout: TimeAmount

    /// A client of the server at `baseURL`; each request fails with ``RetrospectAPIError/timeout`` after `timeout` seconds.
    package init(baseURL: URL, timeout: TimeInterval = 10) {
        self.baseURL = baseURL
        self.timeout = .milliseconds(Int64(timeout * 1_000))
    }

    // MARK: RetrospectiveService

    /// `GET /retrospects/count`.
    package func writableRetrospectiveCount() -> Single<Int> {
        call("GET", "/retrospects/count").map { (count: Count) in count.count }
    }

    /// `GET /goals?status=complete&lastGoalId=`, 20 per page.
    package func completedGoals(after lastGoalId: Int?) -> Single<Page<Goal>> {
        call("GET", "/goals?status=complete&lastGoalId=\(lastGoalId ?? -1)").map { (page: GoalPageBody) in page.page }
    }

    /// `GET /goals/{id}/retrospect`; rejected with 404 when none is written.
    package func retrospective(goalId: Int) -> Single<Retrospective> {
        call("GET", "/goals/\(goalId)/retrospect").map { (body: RetrospectBody) in
            Retrospective(goalId: body.goalId, text: body.text)
        }
    }

    /// `POST /goals/{id}/retrospect`; rejected with 409 for a second one or an active goal.
    package func postRetrospective(goalId: Int, text: String) -> Single<Retrospective> {
        call("POST", "/goals/\(goalId)/retrospect", body: ["text": text]).map { (body: RetrospectBody) in
            Retrospective(goalId: body.goalId, text: body.text)
        }
    }

    // MARK: GoalService

    /// `GET /goals?status=active&lastGoalId=`, 20 per page.
    package func activeGoals(after lastGoalId: Int?) -> Single<Page<Goal>> {
        call("GET", "/goals?status=active&lastGoalId=\(lastGoalId ?? -1)").map { (page: GoalPageBody) in page.page }
    }

    /// `POST /goals`; rejected with 400 for a blank title, bad days or overlong fields.
    package func createGoal(title: String, reward: String, startDate: String, endDate: String) -> Single<Goal> {
        call("POST", "/goals", body: ["title": title, "reward": reward, "startDate": startDate, "endDate": endDate]).map
        { (goal: GoalBody) in goal.goal }
    }

    /// `POST /goals/{id}/complete`; rejected with 404 for an unknown goal.
    package func completeGoal(id: Int) -> Single<Goal> {
        call("POST", "/goals/\(id)/complete").map { (goal: GoalBody) in goal.goal }
    }

    // MARK: transport

    private func call<Value: Decodable & Sendable>(_ method: String, _ path: String, body: [String: String]? = nil)
        -> Single<Value>
    {
        let (address, timeout) = (baseURL.absoluteString, self.timeout)
        let url = address + path
        return Single.fromAsync {
            do {
                var request = HTTPClientRequest(url: url)
                request.method = HTTPMethod(rawValue: method)
                if let body {
                    request.headers.add(name: "Content-Type", value: "application/json")
                    request.body = .bytes(
                        ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])))
                }
                let response = try await retrospectHTTPClient.execute(request, timeout: timeout)
                let data = Data(try await response.body.collect(upTo: 4 << 20).readableBytesView)
                guard (200..<300).contains(Int(response.status.code)) else {
                    let message =
                        (try? JSONDecoder().decode([String: String].self, from: data))?["error"]
                        ?? response.status.reasonPhrase
                    throw RetrospectAPIError.rejected(status: Int(response.status.code), message: message)
                }
                do {
                    return try JSONDecoder().decode(Value.self, from: data)
                } catch {
                    throw RetrospectAPIError.undecodable("\(error)")
                }
            } catch let error as RetrospectAPIError {
                throw error
            } catch let error as HTTPClientError
                where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout
            {
                throw RetrospectAPIError.timeout
            } catch {
                throw RetrospectAPIError.unreachable(address)
            }
        }
    }
}

/// One client for the process, never shut down; a refused connection fails at once.
private let retrospectHTTPClient: HTTPClient = {
    var configuration = HTTPClient.Configuration.singletonConfiguration
    configuration.connectionPool.retryConnectionEstablishment = false
    configuration.timeout.connect = .seconds(5)
    // A retrospect server never redirects; a redirect is an answer like any other status, and
    // its target is never handed to the client, which traps on a port past 65535 there.
    configuration.redirectConfiguration = .disallow
    return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
}()

private struct Count: Decodable, Sendable { let count: Int }

private struct GoalBody: Decodable, Sendable {
    let id: Int
    let title: String
    let reward: String
    let startDate: String
    let endDate: String
    let status: String
    let hasRetrospect: Bool

    var goal: Goal {
        Goal(
            id: id, title: title, startDate: Self.day(startDate), endDate: Self.day(endDate), reward: reward,
            hasRetrospective: hasRetrospect)
    }

    /// Made once: a page parses two dates per goal. DateFormatter is thread-safe for parsing.
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    /// The day a server wrote, or the epoch for anything that is not a real YYYY-MM-DD: only
    /// text that ``CalendarDay/isValid(_:)`` accepts reaches the formatter, which traps on
    /// some text outside the BMP.
    static func day(_ text: String) -> Date {
        guard CalendarDay.isValid(text) else { return Date(timeIntervalSince1970: 0) }
        return formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
    }
}

private struct GoalPageBody: Decodable, Sendable {
    let contents: [GoalBody]
    let next: Bool
    var page: Page<Goal> { Page(items: contents.map(\.goal), hasNextPage: next) }
}

private struct RetrospectBody: Decodable, Sendable {
    let goalId: Int
    let text: String
}
