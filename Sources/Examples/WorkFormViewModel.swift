import Foundation
import RxCore
import RxUI
import MVVM

/// A piece of work in a to-do list.
public struct Work: Equatable, Sendable {
    public let id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The shared list of work that several screens show.
public final class WorkStore: @unchecked Sendable {
    public let works: BehaviorRelay<[Work]>
    private var nextId: Int

    public init(works: [Work] = []) {
        self.works = BehaviorRelay(value: works)
        nextId = (works.map(\.id).max() ?? 0) + 1
    }

    /// Inserts a new work (`id` nil) or replaces the one with the same id; returns it.
    @discardableResult
    public func save(id: Int?, title: String) -> Work {
        var all = works.value
        let work: Work
        if let id, let index = all.firstIndex(where: { $0.id == id }) {
            work = Work(id: id, title: title)
            all[index] = work
        } else {
            work = Work(id: nextId, title: title)
            nextId += 1
            all.append(work)
        }
        works.accept(all)
        return work
    }
}

/// The form that adds or edits a work item.
///
/// On load the right bar button reads "Done" for a new item and "Edit" for an existing one;
/// saving (only with a non-blank title) writes to the shared ``WorkStore``.
public final class WorkFormViewModel: ViewModelType {
    public struct Input {
        public let viewWillAppear: Observable<Void>
        public let title: Observable<String>
        public let saveTap: Observable<Void>

        public init(viewWillAppear: Observable<Void>, title: Observable<String>, saveTap: Observable<Void>) {
            self.viewWillAppear = viewWillAppear
            self.title = title
            self.saveTap = saveTap
        }
    }

    public struct Output {
        public let rightBarButtonTitle: Driver<String>
        /// The title the field starts with.
        public let initialTitle: Driver<String>
        public let saved: Signal<Work>
    }

    private let work: Work?
    private let store: WorkStore

    public init(work: Work?, store: WorkStore) {
        self.work = work
        self.store = store
    }

    public func transform(input: Input) -> Output {
        let (work, store) = (self.work, self.store)
        let title = input.title.startWith(work?.title ?? "")
        let saved = input.saveTap
            .withLatestFrom(title)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map { store.save(id: work?.id, title: $0) }
        return Output(
            rightBarButtonTitle: input.viewWillAppear.map { work == nil ? "Done" : "Edit" }.asDriver(onErrorJustReturn: ""),
            initialTitle: input.viewWillAppear.map { work?.title ?? "" }.asDriver(onErrorJustReturn: ""),
            saved: saved.asSignal(onErrorSignalWith: .empty())
        )
    }
}
