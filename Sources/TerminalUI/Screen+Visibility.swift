import RxCore
import RxUI

extension Screen: ReactiveCompatible {}

@MainActor
extension Reactive where Base: Screen {
    /// Whether the terminal shows the screen (see ``Screen/isShown``): its current value, then
    /// each change, on the main thread. Gate work the user cannot see with it — a poll that
    /// waits while its screen is on a hidden tab costs nothing there.
    public var isShown: Observable<Bool> { base.shownRelay.asObservable().distinctUntilChanged() }
}

extension Screen {
    /// Whether a spinner turns in the screen's body: an animating indicator that is not hidden,
    /// nor inside a hidden view. An unbuilt body has none.
    var showsAnimatingIndicator: Bool {
        guard let body = bodyIfLoaded else { return false }
        return Self.containsAnimatingIndicator(body)
    }

    private static func containsAnimatingIndicator(_ view: View) -> Bool {
        guard !view.isHidden else { return false }
        if let indicator = view as? ActivityIndicatorView, indicator.isAnimating { return true }
        return view.children.contains { containsAnimatingIndicator($0) }
    }
}
