import Foundation
import RxCore
import RxTesting
import RxUI
import XCTest

// RxSwift issue #2586: a Driver delivers on the main thread, so a nonisolated method should be
// able to bind it to `@MainActor` state. Before the `@MainActor` forms of `drive`, `emit` and
// `Binder.init`, every call in `TitleScreen.bind` failed to compile in Swift 6 language mode
// ("converting function value of type '@MainActor @Sendable (String) -> ()' to
// '(String) -> Void' loses global actor 'MainActor'").

/// The shape of a view controller: main-actor state, bound from a nonisolated method.
@MainActor
private final class TitleScreen {
    var title = ""
    var log: [String] = []

    func show(_ title: String) { log.append("show \(title) main=\(Thread.isMainThread)") }

    nonisolated func bind(
        title driver: Driver<String>, alerts signal: Signal<String>, from background: Observable<String>,
        into bag: DisposeBag
    ) {
        driver.drive(
            onNext: { @MainActor in
                self.title = $0
                self.log.append("title \($0) main=\(Thread.isMainThread)")
            },
            onCompleted: { @MainActor in self.log.append("completed") },
            onDisposed: { @MainActor in self.log.append("disposed main=\(Thread.isMainThread)") }
        ).disposed(by: bag)
        driver.drive(onNext: show).disposed(by: bag)
        driver.drive(with: self, onNext: { @MainActor screen, title in screen.log.append("with \(title)") })
            .disposed(by: bag)
        signal.emit(onNext: { @MainActor [weak self] in self?.log.append("alert \($0)") }).disposed(by: bag)
        signal.emit(with: self, onNext: { @MainActor screen, alert in screen.log.append("alert with \(alert)") })
            .disposed(by: bag)
        let titleBinder = Binder<String>(self) { @MainActor screen, title in
            screen.log.append("binder \(title) main=\(Thread.isMainThread)")
        }
        background.bind(to: titleBinder).disposed(by: bag)
    }
}

/// The example of "Main-actor closures" in PortingFromRxSwift.md, as the article quotes it.
@MainActor
final class ProfileScreen {
    var title = ""
    var alerts: [String] = []

    func show(alert: String) { alerts.append(alert) }

    nonisolated var titleBinder: Binder<String> {
        Binder(self) { @MainActor screen, title in screen.title = title }
    }

    nonisolated func bind(title: Driver<String>, alerts: Signal<String>, into bag: DisposeBag) {
        title.drive(onNext: { @MainActor in self.title = $0 }).disposed(by: bag)
        alerts.emit(onNext: show(alert:)).disposed(by: bag)
    }
}

/// A dispose bag that another thread releases (the test waits for that thread).
private final class BagHolder: @unchecked Sendable {
    var bag: DisposeBag? = DisposeBag()
}

final class MainActorDriveTests: RxTestCase {
    func testTheArticlesExampleBindsFromANonisolatedMethod() {
        let scheduler = TestScheduler(initialClock: 0)
        let screen = MainActor.assumeIsolated { ProfileScreen() }
        SharingScheduler.mock(scheduler: scheduler) {
            let bag = DisposeBag()
            let titles = scheduler.createColdObservable([.next(10, "Ada"), .next(20, "Grace")])
            let alerts = scheduler.createColdObservable([.next(15, "saved")])
            screen.bind(
                title: titles.asDriver(onErrorJustReturn: ""), alerts: alerts.asSignal(onErrorJustReturn: ""), into: bag
            )
            scheduler.start()
            MainActor.assumeIsolated {
                XCTAssertEqual(screen.title, "Grace")
                XCTAssertEqual(screen.alerts, ["saved"])
            }
            Observable.just("Edsger").bind(to: screen.titleBinder).disposed(by: bag)
        }
        MainActor.assumeIsolated { XCTAssertEqual(screen.title, "Edsger") }
    }

    func testANonisolatedMethodBindsMainActorStateInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let screen = MainActor.assumeIsolated { TitleScreen() }
        SharingScheduler.mock(scheduler: scheduler) {
            let bag = DisposeBag()
            let titles = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
            let alerts = scheduler.createColdObservable([.next(15, "x")])
            screen.bind(
                title: titles.asDriver(onErrorJustReturn: ""), alerts: alerts.asSignal(onErrorJustReturn: ""),
                from: .empty(), into: bag)
            scheduler.start()
        }
        MainActor.assumeIsolated {
            XCTAssertEqual(screen.title, "b")
            XCTAssertEqual(
                screen.log,
                [
                    "title a main=true", "show a main=true", "with a", "alert x", "alert with x", "title b main=true",
                    "show b main=true", "with b", "completed", "disposed main=true",
                ])
        }
    }

    func testOnTheRealMainSchedulerHandlersRunInPlaceOnTheMainThread() {
        // `Driver.just` completes at once, so each `drive` gets its own run of the sequence.
        let screen = MainActor.assumeIsolated { TitleScreen() }
        let bag = DisposeBag()
        screen.bind(title: Driver.just("now"), alerts: .empty(), from: .just("bound"), into: bag)
        MainActor.assumeIsolated {
            XCTAssertEqual(screen.title, "now")
            XCTAssertEqual(
                screen.log,
                [
                    "title now main=true", "completed", "disposed main=true", "show now main=true", "with now",
                    "binder bound main=true",
                ])
        }
    }

    func testEventsThatAMisbuiltDriverDeliversOffTheMainThreadHopToItInOrder() {
        let screen = MainActor.assumeIsolated { TitleScreen() }
        let delivered = expectation(description: "the elements reach the main thread")
        let background = DispatchQueue(label: "MainActorDriveTests.background")
        // `createUnsafe` trusts its caller; this source breaks the trust and delivers on a queue,
        // once every handler has subscribed (a late subscriber would get the replay in place,
        // on the main thread, ahead of the elements still on their way there).
        let everyoneSubscribed = DispatchSemaphore(value: 0)
        let offMain = Driver<String>.createUnsafe(
            source: Observable<String>.create { observer in
                background.async {
                    everyoneSubscribed.wait()
                    observer.onNext("first")
                    observer.onNext("second")
                    observer.onCompleted()
                }
                return Disposables.create()
            })
        let bag = DisposeBag()
        let alerts = PublishRelay<String>()
        screen.bind(title: offMain, alerts: alerts.asSignal(), from: .empty(), into: bag)
        everyoneSubscribed.signal()
        background.async { DispatchQueue.main.async { delivered.fulfill() } }
        wait(for: [delivered], timeout: 10)
        MainActor.assumeIsolated {
            XCTAssertEqual(screen.title, "second")
            XCTAssertEqual(
                screen.log,
                [
                    "title first main=true", "show first main=true", "with first", "title second main=true",
                    "show second main=true", "with second", "completed", "disposed main=true",
                ])
        }
    }

    func testDisposalOffTheMainThreadRunsTheMainActorOnDisposedOnTheMainThread() {
        let screen = MainActor.assumeIsolated { TitleScreen() }
        let holder = BagHolder()
        screen.bind(title: .never(), alerts: .never(), from: .never(), into: holder.bag ?? DisposeBag())
        let disposed = expectation(description: "the subscription is disposed")
        let disposer = Thread {
            holder.bag = nil
            DispatchQueue.main.async { disposed.fulfill() }
        }
        disposer.start()
        wait(for: [disposed], timeout: 10)
        MainActor.assumeIsolated { XCTAssertEqual(screen.log, ["disposed main=true"]) }
    }

    func testAMockedSchedulerOffTheMainThreadStillDeliversInPlaceAsBefore() {
        // A Swift Testing test runs off the main thread; its mocked scheduler stands in for the
        // main queue, so the handlers run in place in virtual time there, as nonisolated
        // handlers did before — they do not wait for a main queue that the test never serves.
        let screen = MainActor.assumeIsolated { TitleScreen() }
        let finished = DispatchSemaphore(value: 0)
        let runner = Thread {
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                let bag = DisposeBag()
                let titles = scheduler.createColdObservable([.next(10, "off"), .completed(20)])
                screen.bind(title: titles.asDriver(onErrorJustReturn: ""), alerts: .empty(), from: .empty(), into: bag)
                scheduler.start()
            }
            finished.signal()
        }
        runner.start()
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success)
        MainActor.assumeIsolated {
            XCTAssertEqual(
                screen.log,
                ["title off main=false", "show off main=false", "with off", "completed", "disposed main=false"])
        }
    }
}
