import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

// The article "Errors that stay until a load succeeds" (PersistentErrors.md, PersistentErrors-ko.md)
// quotes this file, so that what it says stays true.

/// Loads the contacts; the view model gets one through its initializer.
protocol ContactsService {
    /// Every contact's name, or an error.
    func contacts() -> Single<[String]>
}

/// A fake that answers each call with the next of `answers`, `latency` after it is asked.
final class FakeContactsService: ContactsService {
    private let scheduler: TestScheduler
    private let latency: RxTimeInterval
    private var answers: [Result<[String], Failure>]

    init(scheduler: TestScheduler, latency: RxTimeInterval = .seconds(30), answers: [Result<[String], Failure>]) {
        self.scheduler = scheduler
        self.latency = latency
        self.answers = answers
    }

    func contacts() -> Single<[String]> {
        let answer = answers.isEmpty ? .success([]) : answers.removeFirst()
        switch answer {
        case .success(let names):
            return Single.just(names).delay(latency, scheduler: scheduler)
        case .failure(let error):
            // `delay` shifts elements only: an error goes on at once, as in RxSwift. To fail
            // after a while, wait before subscribing to the error instead.
            return Single<[String]>.error(error).delaySubscription(latency, scheduler: scheduler)
        }
    }
}

/// The contacts screen's view model: a load on each request (the first one and every retry),
/// the contacts, whether a load is under way, and an error line that stays until a load succeeds.
final class ContactsViewModel: ViewModelType {
    struct Input {
        /// The screen appeared, or the user asked again (`r`).
        let load: Observable<Void>
    }

    struct Output {
        let contacts: Driver<[String]>
        let isLoading: Driver<Bool>
        /// The message of the last load's failure; `nil` at first and once a later load succeeds.
        let errorMessage: Driver<String?>
    }

    private let service: ContactsService

    init(service: ContactsService) {
        self.service = service
    }

    func transform(input: Input) -> Output {
        let loading = ActivityIndicator()
        let service = self.service
        // Each load ends as a value, success or failure, so that a failure does not end the
        // stream and the next `r` loads again.
        let results = input.load
            .flatMapLatest { _ in
                service.contacts()
                    .trackActivity(loading)
                    .asObservable()
                    .map { names -> Result<[String], Error> in .success(names) }
                    .catch { error in .just(.failure(error)) }
            }
            .share()
        let contacts = results.compactMap { result -> [String]? in try? result.get() }
        let errorMessage = results.map { result -> String? in
            guard case .failure = result else { return nil }
            return "Could not load the contacts. Press r to try again."
        }
        return Output(
            contacts: contacts.asDriver(onErrorJustReturn: []),
            isLoading: loading.asDriver(),
            errorMessage: errorMessage.startWith(nil).asDriver(onErrorJustReturn: nil)
        )
    }
}

final class PersistentErrorTests: RxTestCase {
    /// The first load fails: the message shows and stays through the retry until the retry
    /// succeeds, which clears it. The contacts keep their last value meanwhile.
    func testTheErrorStaysUntilALaterLoadSucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeContactsService(
                scheduler: scheduler, answers: [.failure(Failure()), .success(["Ann", "Bo"])])
            let output = ContactsViewModel(service: service).transform(input: .init(load: scheduler.taps(at: 100, 300)))
            let errors = scheduler.record(output.errorMessage)
            let contacts = scheduler.record(output.contacts)
            let loading = scheduler.record(output.isLoading)
            scheduler.start()
            errors.assertEvents([
                .next(1, nil), .next(131, "Could not load the contacts. Press r to try again."), .next(332, nil),
            ])
            contacts.assertEvents([.next(332, ["Ann", "Bo"])])
            loading.assertValues([false, true, false, true, false])
        }
    }

    /// `delay` passes an error on at once; `delaySubscription` makes a fake fail later.
    func testDelayPassesAnErrorOnAtOnceWhileDelaySubscriptionWaits() {
        let scheduler = TestScheduler(initialClock: 0)
        let delayed = scheduler.record(Observable<String>.error(Failure()).delay(.seconds(30), scheduler: scheduler))
        let waited = scheduler.record(
            Observable<String>.error(Failure()).delaySubscription(.seconds(30), scheduler: scheduler))
        scheduler.start()
        delayed.assertEvents([.error(0, Failure())])
        waited.assertEvents([.error(30, Failure())])
    }
}
