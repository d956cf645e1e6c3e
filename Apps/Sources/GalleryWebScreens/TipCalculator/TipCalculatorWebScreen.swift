import GalleryViewModels
import RxCore
import RxUI
import WebUI

/// The tip calculator in the browser, bound to the same `TipCalculatorViewModel`: the bill in
/// a field, the rate in a segmented control, buttons for the number of people.
@MainActor
package final class TipCalculatorWebScreen: GalleryWebScreen {
    private let viewModel: TipCalculatorViewModel
    let bill = TextField(placeholder: "23.50")
    let rate = SegmentedControl(
        segments: TipCalculatorViewModel.rates.map { "\($0) %" }, accessibilityLabel: "Tip rate")
    let more = Button("+ person")
    let fewer = Button("− person")
    let summary = Label("", element: "p", styleClass: "count")
    let share = Label("", element: "p")

    /// The tip calculator page for `viewModel`.
    package init(viewModel: TipCalculatorViewModel) {
        self.viewModel = viewModel
        super.init(
            title: "Tip calculator",
            source:
                "View model: GalleryViewModels/TipCalculator/TipCalculatorViewModel.swift (written from the MVVM articles)"
        )
        keyCommands = [.handledElsewhere("Tab", "next"), .handledElsewhere("←/→", "rate")]
    }

    public override func makeBody() -> View {
        StackView(
            axis: .vertical,
            [
                sourceLine, FormField("Bill", bill), rate, StackView(axis: .horizontal, [fewer, more]), summary, share,
                keyHints,
            ])
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(
            input: .init(
                bill: bill.rx.text.orEmpty.asObservable(),
                rate: rate.rx.selectedSegmentIndex.asObservable(),
                morePeople: more.rx.tap.asObservable(),
                fewerPeople: fewer.rx.tap.asObservable()
            ))
        bill.placeholder = output.billPlaceholder
        output.summary.lane("tip summary").drive(summary.rx.text).disposed(by: disposeBag)
        output.share.lane("tip share").drive(share.rx.text).disposed(by: disposeBag)
        output.atLeastOnePerson.lane("at least one person").emit(onNext: { [weak self] message in
            self?.present(
                AlertView(title: "Nobody left", message: message, actions: [AlertAction(title: "OK", style: .cancel)]))
        }).disposed(by: disposeBag)
    }
}
