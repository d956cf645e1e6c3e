import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import OutsideValues
import RxCore
import RxUI
import TerminalGate

/// What the command line asked `swifthub` to open, before anything is asked of GitHub.
package struct LaunchRequest: Equatable, Sendable {
    /// `--token`: signs in first; a refused token ends the launch.
    package var token: String?
    /// The token saved by the last sign-in, tried when there is no `--token`; one that GitHub
    /// refuses (401) is forgotten, any other failure is ignored.
    package var savedToken: String?
    /// `--user`: the account whose events open; an unknown one ends the launch.
    package var user: String?
    /// The account opened when neither a token nor `--user` names one (octocat, offline).
    package var fallback: User?

    /// A request; each part is optional, as on the command line.
    package init(token: String? = nil, savedToken: String? = nil, user: String? = nil, fallback: User? = nil) {
        self.token = token
        self.savedToken = savedToken
        self.user = user
        self.fallback = fallback
    }
}

/// The first screen of `swifthub`: it shows at once and works out which account to open —
/// signing in with `--token` or the saved token, looking up `--user` — while the network
/// answers, however slowly. Then it opens that account, or ends the launch with the reason.
///
/// Which account opens: `--user` when given (an organization opens its own feed), else the
/// token's own account, else ``LaunchRequest/fallback``.
package final class LaunchViewModel: ViewModelType {
    /// What the launch screen sends in.
    package struct Input {
        /// Fires once, when the screen appears: the look-ups start then.
        package let start: Observable<Void>

        /// The inputs.
        package init(start: Observable<Void>) {
            self.start = start
        }
    }

    /// What the launch screen shows.
    package struct Output {
        /// What is being waited for: "Signing in…", then "Opening alice…".
        package let status: Driver<String>
        /// The account to open, once, then completes; the app then shows its tabs.
        package let opened: Signal<User>
        /// Why the launch cannot go on (a refused `--token`, an unknown `--user`), once; the
        /// app then quits with this message and exit status 1. Completes with the launch.
        package let failed: Signal<String>
    }

    /// Why a launch stopped; its text is the message the command line prints.
    struct Failure: Error {
        let message: String
    }

    private let service: GitHubService
    private let request: LaunchRequest
    private let forgetSavedToken: () -> Void

    /// A launch of `request` against `service`; `forgetSavedToken` deletes a saved token that
    /// GitHub refused.
    package init(service: GitHubService, request: LaunchRequest, forgetSavedToken: @escaping () -> Void) {
        self.service = service
        self.request = request
        self.forgetSavedToken = forgetSavedToken
    }

    /// Wires the launch: the look-ups run once per `start`, one after the other.
    package func transform(input: Input) -> Output {
        let request = self.request
        let firstStatus =
            request.token != nil || request.savedToken != nil
            ? localized("Signing in…")
            : localized("Opening %@…", TerminalText.escapedLine(request.user ?? request.fallback?.login ?? ""))
        // The launch's steps in one stream: what it is doing, then the account or the failure.
        let steps = input.start.take(1)
            .flatMapLatest { [service, forgetSavedToken] _ -> Observable<Step> in
                Self.signedInAccount(service: service, request: request, forgetSavedToken: forgetSavedToken)
                    .asObservable()
                    .flatMap { account -> Observable<Step> in
                        if let user = request.user {
                            return Observable.concat(
                                .just(.status(localized("Opening %@…", TerminalText.escapedLine(user)))),
                                Self.lookUp(user, service: service).asObservable().map { .finished(.success($0)) })
                        }
                        if let account { return .just(.finished(.success(account))) }
                        if let fallback = request.fallback { return .just(.finished(.success(fallback))) }
                        throw Failure(message: localized("there is no account to open: give --user or --token."))
                    }
                    .catch { error in
                        .just(.finished(.failure(error as? Failure ?? Failure(message: plainErrorMessage(error)))))
                    }
            }
            .share()
        let outcome = steps.compactMap { step -> Result<User, Failure>? in
            if case .finished(let result) = step { result } else { nil }
        }
        return Output(
            status: steps.compactMap { step -> String? in if case .status(let text) = step { text } else { nil } }
                // The line stays until the launch screen goes, as the launch's last word.
                .startWith(firstStatus).concat(Observable.never()).asDriver(onErrorDriveWith: .empty())
                .distinctUntilChanged(),
            opened: outcome.compactMap { try? $0.get() }.asSignal(onErrorSignalWith: .empty()),
            failed: outcome.compactMap { result -> String? in
                if case .failure(let failure) = result { return failure.message }
                return nil
            }.asSignal(onErrorSignalWith: .empty())
        )
    }

    /// One step of the launch.
    private enum Step {
        case status(String)
        case finished(Result<User, Failure>)
    }

    /// The account a token signs in as: `--token`'s (refused: the launch fails), else the saved
    /// token's (refused with 401: forgotten; any failure: signed out), else none.
    private static func signedInAccount(
        service: GitHubService, request: LaunchRequest, forgetSavedToken: @escaping () -> Void
    ) -> Single<User?> {
        if let token = request.token {
            return service.signIn(token: token)
                .map { Optional($0) }
                .catch {
                    .error(Failure(message: localized("could not sign in with --token: %@", plainErrorMessage($0))))
                }
        }
        if let saved = request.savedToken {
            return service.signIn(token: saved)
                .map { Optional($0) }
                .catch { error in
                    if case GitHubError.http(401, _) = error { forgetSavedToken() }
                    return .just(nil)
                }
        }
        return .just(nil)
    }

    /// The account `login`; an unknown one ends the launch with a message that names it.
    private static func lookUp(_ login: String, service: GitHubService) -> Single<User> {
        service.send(GitHub.user(login: login)).catch { error in
            if case GitHubError.http(404, _) = error {
                return .error(
                    Failure(message: localized("there is no GitHub account named %@.", TerminalText.escapedLine(login)))
                )
            }
            return .error(
                Failure(
                    message: localized(
                        "could not open %@: %@", TerminalText.escapedLine(login), plainErrorMessage(error))))
        }
    }
}
