import Foundation
import RxCore

/// A class that owns a `DisposeBag` for its subscriptions, reachable as `rx.disposeBag`.
///
/// Declare `var disposeBag = DisposeBag()` in the class to control its lifetime exactly
/// (it is disposed when the object is). A class that does not declare one gets a bag kept in
/// a side table, disposed shortly after the object is deallocated — at the next access to
/// any such bag, or on ``DisposeBagTable/sweep()``.
public protocol HasDisposeBag: AnyObject, ReactiveCompatible {
    /// The object's bag.
    var disposeBag: DisposeBag { get set }
}

extension HasDisposeBag {
    /// A bag kept for the object in a side table, created on first use and released with the object.
    public var disposeBag: DisposeBag {
        get { DisposeBagTable.bag(for: self) }
        set { DisposeBagTable.setBag(newValue, for: self) }
    }
}

extension Reactive where Base: HasDisposeBag {
    /// The object's dispose bag.
    public var disposeBag: DisposeBag {
        get { base.disposeBag }
        nonmutating set { base.disposeBag = newValue }
    }
}

/// The side table behind ``HasDisposeBag``'s default bag.
public enum DisposeBagTable {
    private final class Entry {
        weak var owner: AnyObject?
        var bag: DisposeBag
        init(owner: AnyObject, bag: DisposeBag) {
            self.owner = owner
            self.bag = bag
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func bag(for owner: AnyObject) -> DisposeBag {
        let (bag, released) = lock.withLock { () -> (DisposeBag, [Entry]) in
            let released = removeReleased()
            let key = ObjectIdentifier(owner)
            if let entry = entries[key], entry.owner === owner { return (entry.bag, released) }
            let entry = Entry(owner: owner, bag: DisposeBag())
            entries[key] = entry
            return (entry.bag, released)
        }
        _ = released
        return bag
    }

    static func setBag(_ bag: DisposeBag, for owner: AnyObject) {
        // The replaced bag is dropped after the lock too: its deinit disposes what it held,
        // and a disposal may reach for a bag of this table (which takes the lock).
        let (replaced, released) = lock.withLock { () -> (Entry?, [Entry]) in
            let released = removeReleased()
            let replaced = entries.updateValue(Entry(owner: owner, bag: bag), forKey: ObjectIdentifier(owner))
            return (replaced, released)
        }
        _ = (replaced, released)
    }

    /// Disposes the bags of deallocated owners now.
    public static func sweep() {
        let released = lock.withLock { removeReleased() }
        _ = released
    }

    /// Removes entries whose owner is gone; the caller drops them outside the lock, which
    /// disposes their bags.
    private static func removeReleased() -> [Entry] {
        let gone = entries.filter { $0.value.owner == nil }
        for key in gone.keys { entries.removeValue(forKey: key) }
        return Array(gone.values)
    }
}
