import GalleryViewModels
import RxCore
import RxUI
import TerminalUI

/// The tip calculator: the bill in a field, the rate in a segmented control, + and − for the
/// number of people. Everything shown comes from the view model's outputs.
@MainActor
package final class TipCalculatorScreen: GalleryScreen {
    private let viewModel: TipCalculatorViewModel
    let bill = TextField(placeholder: "23.50")
    private let rate = SegmentedControl(segments: TipCalculatorViewModel.rates.map { "\($0) %" })
    private let more = Button("+ person")
    private let fewer = Button("− person")
    let summary = Label("", style: TextStyle(bold: true))
    let share = Label("")

    /// The tip calculator page for `viewModel`.
    package init(viewModel: TipCalculatorViewModel) {
        self.viewModel = viewModel
        super.init(
            title: "Tip calculator",
            source:
                "View model: GalleryViewModels/TipCalculator/TipCalculatorViewModel.swift (written from the MVVM articles)"
        )
        keyCommands = [
            .handledElsewhere("0–9", "bill"), .handledElsewhere("Tab", "next"), .handledElsewhere("←/→", "rate"),
            .handledElsewhere("Enter", "press"),
        ]
    }

    public override func makeBody() -> View {
        bill.sizing = .flexible(1)
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    sourceLine,
                    StackView(axis: .horizontal, spacing: 1, [Label("Bill:"), bill]),
                    StackView(axis: .horizontal, spacing: 1, [Label("Tip:"), rate]),
                    StackView(axis: .horizontal, spacing: 1, [fewer, more]),
                    summary,
                    share,
                    keyHints,
                ]))
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
