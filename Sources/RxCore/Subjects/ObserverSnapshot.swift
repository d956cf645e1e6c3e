import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The observers at one moment, delivered to outside the owner's lock.
struct ObserverSnapshot {
    let single: AnyObject?
    /// The observers in subscription order; an entry whose observer left is skipped.
    let many: ContiguousArray<ObserverEntry>

    static var empty: ObserverSnapshot { ObserverSnapshot(single: nil, many: []) }

    @inline(__always)
    func forEach(_ body: (AnyObject) -> Void) {
        if let single {
            body(single)
        } else {
            for entry in many { if let observer = entry.observer { body(observer) } }
        }
    }

    /// Delivers `element` to every observer.
    @inline(__always)
    func deliverNext<Value>(_ element: Value) {
        if let single {
            unsafeDowncast(single, to: EventSink<Value>.self).onNext(element)
        } else {
            // The snapshot's array keeps every observer alive, so each is called through an
            // unretained reference: no retain and release per observer per element. The
            // reference is read as the bits at the start of its entry (`observer` is the
            // entry's first field; nil is zero) because binding the optional with `if let`
            // copies it, and the copy costs a retain and a release per observer per element.
            assert(MemoryLayout<ObserverEntry>.offset(of: \ObserverEntry.observer) == 0)
            many.withUnsafeBufferPointer { entries in
                guard let base = entries.baseAddress else { return }
                let raw = UnsafeRawPointer(base)
                for index in entries.indices {
                    let byteOffset = index * MemoryLayout<ObserverEntry>.stride
                    guard let observer = raw.load(fromByteOffset: byteOffset, as: UnsafeRawPointer?.self) else {
                        continue
                    }
                    Unmanaged<AnyObject>.fromOpaque(observer)._withUnsafeGuaranteedRef {
                        unsafeDowncast($0, to: EventSink<Value>.self).onNext(element)
                    }
                }
            }
        }
    }

    /// Delivers a terminal event to every observer.
    @inline(__always)
    func deliver<Value>(_ termination: Termination, as type: Value.Type) {
        forEach { unsafeDowncast($0, to: EventSink<Value>.self).deliverTermination(termination) }
    }

    /// Delivers `event` to every observer.
    @inline(__always)
    func deliver<Value>(_ event: Event<Value>) {
        forEach { unsafeDowncast($0, to: EventSink<Value>.self).on(event) }
    }
}
