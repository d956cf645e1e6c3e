import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// Signing in with GitHub's device flow: the app shows a code and where to enter it, polls at
/// the interval GitHub asks for (longer when told to slow down), and signs in with the token
/// once the code is approved. A code that expires or is refused says so; `r` starts again.
package final class DeviceSignInViewModel: ViewModelType {
    /// What the screen sends in.
    package struct Input {
        /// Starts (and restarts) the flow: a new code.
        package let start: Observable<Void>
        /// Whether the screen is shown: while it is not (another tab, a screen pushed over it),
        /// no poll is sent, and the wait before the next one starts again when it is shown.
        package let isShown: Observable<Bool>

        /// The input the screen builds from its appearance, `r` and whether it is shown.
        package init(start: Observable<Void>, isShown: Observable<Bool> = .just(true)) {
            self.start = start
            self.isShown = isShown
        }
    }

    /// What the screen shows.
    package struct Output {
        /// The code to enter, "WDJB-MJHT"; empty until it arrives.
        package let userCode: Driver<String>
        /// "Open http://… and enter the code", once the code arrives.
        package let instructions: Driver<String>
        /// "Asking GitHub for a code…", "Waiting for you to approve…", "Signing in…", or why it stopped.
        package let status: Driver<String>
        /// Whether the flow is waiting on GitHub or on the person (the spinner turns).
        package let isWorking: Driver<Bool>
        /// The account, once signed in.
        package let signedIn: Signal<User>
        /// A failure and how to retry, or `nil` when starting again.
        package let banner: Signal<String?>
    }

    /// One step of the flow, as the screen shows it.
    enum Step: Equatable {
        case requesting
        case waiting(DeviceCode)
        case signingIn
        case signedIn(User)
        case stopped(String)
    }

    private let service: GitHubService
    private let scheduler: SchedulerType
    private let clientID: String
    private let now: () -> Date

    /// The device flow through `service` for the OAuth app `clientID`, polling on `scheduler`.
    package init(
        service: GitHubService, clientID: String, scheduler: SchedulerType = MainScheduler.instance,
        now: @escaping () -> Date = Date.init
    ) {
        self.service = service
        self.clientID = clientID
        self.scheduler = scheduler
        self.now = now
    }

    /// Builds the outputs; nothing is requested before `start` fires.
    package func transform(input: Input) -> Output {
        let (service, scheduler, clientID, now) = (self.service, self.scheduler, self.clientID, self.now)
        let isShown = input.isShown.distinctUntilChanged()
        /// Polls with `code` once the screen has been shown for `interval` seconds in a row,
        /// again while GitHub says to wait: a flow left on a hidden tab sends nothing.
        func poll(_ code: DeviceCode, after interval: Int) -> Observable<Step> {
            isShown.flatMapLatest { shown -> Observable<Int> in
                shown ? Observable<Int>.timer(.seconds(interval), scheduler: scheduler) : .never()
            }
            .take(1)
            .flatMap { _ in service.send(GitHub.deviceAccessToken(clientID: clientID, deviceCode: code.deviceCode)) }
            .flatMap { answer -> Observable<Step> in
                switch answer {
                case .pending: return poll(code, after: interval)
                case .slowDown(let longer): return poll(code, after: max(longer, interval))
                case .expired: return .just(.stopped(localized("The code expired — press r for a new one")))
                case .denied: return .just(.stopped(localized("The code was refused — press r for a new one")))
                case .token(let token):
                    return service.signIn(token: token).asObservable().map { Step.signedIn($0) }
                        .startWith(.signingIn)
                }
            }
        }
        let steps = input.start.flatMapLatest { _ -> Observable<Step> in
            service.send(GitHub.requestDeviceCode(clientID: clientID)).asObservable()
                .flatMap { code in poll(code, after: code.interval).startWith(.waiting(code)) }
                .startWith(.requesting)
                .catch {
                    .just(
                        .stopped(
                            localized(
                                "Could not sign in: %@",
                                errorMessage($0, retryHint: localized("press r to start again"), now: now()))))
                }
        }
        .share(replay: 1)
        return Output(
            userCode: steps.compactMap { step -> String? in
                switch step {
                case .waiting(let code): code.userCode
                case .requesting: ""
                default: nil
                }
            }.distinctUntilChanged().asDriver(onErrorJustReturn: ""),
            instructions: steps.compactMap { step -> String? in
                switch step {
                case .waiting(let code): localized("Open %@ and enter this code:", code.verificationUri)
                case .requesting: ""
                default: nil
                }
            }.distinctUntilChanged().asDriver(onErrorJustReturn: ""),
            status: steps.map { step in
                switch step {
                case .requesting: localized("Asking GitHub for a code…")
                case .waiting: localized("Waiting for you to approve the code…")
                case .signingIn: localized("Approved — signing in…")
                case .signedIn(let user): localized("Signed in as %@", user.login)
                case .stopped(let reason): reason
                }
            }.distinctUntilChanged().asDriver(onErrorJustReturn: ""),
            isWorking: steps.map { step in
                switch step {
                case .requesting, .waiting, .signingIn: true
                case .signedIn, .stopped: false
                }
            }.distinctUntilChanged().asDriver(onErrorJustReturn: false),
            signedIn: steps.compactMap { if case .signedIn(let user) = $0 { user } else { nil } }
                .asSignal(onErrorSignalWith: .empty()),
            banner: Signal.merge(
                steps.compactMap { if case .stopped(let reason) = $0 { Optional(reason) } else { nil } }
                    .asSignal(onErrorSignalWith: .empty()),
                input.start.map { String?.none }.asSignal(onErrorSignalWith: .empty()))
        )
    }
}
