import Foundation
import RxCore

#if !canImport(ObjectiveC)
// On Linux, Foundation's NotificationCenter is not an NSObject, so it does not get `.rx`
// from `NSObject`'s conformance.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (all, if `nil`) posted by `object` (anyone, if `nil`),
    /// delivered on the posting thread; disposing removes the observer.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = UncheckedCenter(center: base)
        let sender = object.map(UncheckedObject.init)
        return Observable.create { observer in
            let token = center.center.addObserver(forName: name, object: sender?.object, queue: nil) { notification in
                observer.onNext(notification)
            }
            let boxedToken = UncheckedObject(object: token as AnyObject)
            return Disposables.create { center.center.removeObserver(boxedToken.object) }
        }
    }
}

/// NotificationCenter is thread-safe but not declared `Sendable` everywhere.
private struct UncheckedCenter: @unchecked Sendable { let center: NotificationCenter }
private struct UncheckedObject: @unchecked Sendable { let object: AnyObject }
