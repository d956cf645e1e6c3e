import RxCore
import RxUI
import WebUI

/// A page for the serving tests: a count and a button that adds one, bound as a screen binds
/// a view model (the count held in the screen's bindings, released with them).
@MainActor
final class CounterPage: Screen {
    let count = Label("Count: 0", element: "p")
    let add = Button("Add")

    init() { super.init(title: "Counter") }

    override func makeBody() -> View { StackView(axis: .vertical, [count, add]) }

    override func viewDidLoad() {
        add.rx.tap.scan(0) { total, _ in total + 1 }.map { "Count: \($0)" }.lane("count").bind(to: count.rx.text)
            .disposed(by: disposeBag)
    }

    /// A navigation controller showing a new counter page, with `inspector` if given.
    static func root(inspector: LaneInspectorView? = nil) -> View {
        let navigation = NavigationController(root: CounterPage())
        navigation.inspector = inspector
        return navigation
    }
}
