import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// The repository screen: its details, and its events through ``events``.
public final class RepositoryViewModel: ViewModelType {
    public struct Input {
        public let load: Observable<Void>
        public init(load: Observable<Void>) { self.load = load }
    }

    public struct Output {
        public let title: Driver<String>
        /// Lines of details: description, language, counts.
        public let details: Driver<[String]>
        public let isLoading: Driver<Bool>
        public let error: Signal<String>
    }

    public let fullName: String
    /// The repository's events.
    public let events: EventsViewModel
    private let service: GitHubService

    public init(fullName: String, service: GitHubService, scheduler: SchedulerType = MainScheduler.instance) {
        self.fullName = fullName
        self.service = service
        events = EventsViewModel(mode: .repository(fullName: fullName), service: service, scheduler: scheduler)
    }

    public func transform(input: Input) -> Output {
        let (fullName, service) = (self.fullName, self.service)
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let repository = input.load.flatMapLatest {
            service.repository(fullName: fullName).asObservable()
                .trackActivity(loading)
                .trackError(errors)
                .catch { _ in .empty() }
        }
        let details = repository.map { repository -> [String] in
            [
                repository.description ?? "No description",
                "★ \(repository.stargazersCount)   Forks \(repository.forksCount)   Issues \(repository.openIssuesCount)   \(repository.language ?? "")",
                "Owner \(repository.owner.login) · updated \(Formatting.date(repository.updatedAt))",
            ]
        }
        return Output(
            title: .just(fullName),
            details: details.asDriver(onErrorJustReturn: []).startWith([]),
            isLoading: loading.asDriver(),
            error: errors.asSignal().map { errorMessage($0) }
        )
    }
}

