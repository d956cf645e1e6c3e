import Foundation
import MVVM
import RxCore
import RxUI

/// The counter's rule, shared by both styles: it counts from 0 up to ``limit``; another
/// increment at the limit does not count and raises the "limit reached" alert; decrement stops
/// at 0; reset goes back to 0.
package enum CounterRules {
    /// The highest count; an increment here raises the alert instead.
    package static let limit = 10
}
