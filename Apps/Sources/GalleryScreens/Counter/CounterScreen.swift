import GalleryViewModels
import RxCore
import RxUI
import TerminalUI

/// One counter, written twice: left the Input/Output view model, right the inputs/outputs
/// one. The keys + − 0 press both, so the two can be seen to agree; the buttons press one.
@MainActor
package final class CounterScreen: GalleryScreen {
    private let inputOutput: CounterViewModel
    private let inputsOutputs: CounterInputsOutputsViewModelType
    let leftCount = Label("", style: TextStyle(bold: true))
    let rightCount = Label("", style: TextStyle(bold: true))
    private let left = (plus: Button("+"), minus: Button("−"), reset: Button("Reset"))
    private let right = (plus: Button("+"), minus: Button("−"), reset: Button("Reset"))
    /// `+`, `-` and `0` press the same button in both columns at once.
    private lazy var pressBoth = KeyCommand(
        [.character("+"), .character("-"), .character("0")], label: "+ − 0", title: "press both"
    ) { [weak self] key in
        guard let self else { return false }
        let pair: [Button] =
            switch key {
            case .character("+"): [self.left.plus, self.right.plus]
            case .character("-"): [self.left.minus, self.right.minus]
            default: [self.left.reset, self.right.reset]
            }
        for button in pair { button.sendTap() }
        return true
    }

    /// The counter page: `inputOutput` drives the left column, `inputsOutputs` the right one, both from the same keys.
    package init(inputOutput: CounterViewModel, inputsOutputs: CounterInputsOutputsViewModelType) {
        self.inputOutput = inputOutput
        self.inputsOutputs = inputsOutputs
        super.init(
            title: "Counter in two styles",
            source: "View models: GalleryViewModels/Counter/CounterViewModel.swift (both styles)")
        keyCommands = [pressBoth, .handledElsewhere("Tab + Enter", "press one button")]
    }

    public override func makeBody() -> View {
        func pane(_ title: String, _ count: Label, _ buttons: (plus: Button, minus: Button, reset: Button)) -> View {
            StackView(
                axis: .vertical, spacing: 1,
                [
                    Label(title, style: TextStyle(underline: true)), count,
                    StackView(axis: .horizontal, spacing: 1, [buttons.plus, buttons.minus, buttons.reset]),
                ])
        }
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    sourceLine,
                    StackView(
                        axis: .horizontal, spacing: 4,
                        [
                            pane("Input/Output: transform(input:)", leftCount, left),
                            pane("inputs/outputs protocols", rightCount, right),
                        ]),
                    Label(
                        "Up to \(CounterRules.limit); one more raises the \"limit reached\" alert.",
                        style: TextStyle(dim: true)),
                    keyHints,
                ]))
    }

    public override func viewDidLoad() {
        let output = inputOutput.transform(
            input: .init(
                increment: left.plus.rx.tap.asObservable(),
                decrement: left.minus.rx.tap.asObservable(),
                reset: left.reset.rx.tap.asObservable()
            ))
        output.count.lane("left count").map { "Count: \($0)" }.drive(leftCount.rx.text).disposed(by: disposeBag)
        output.limitReached.lane("left limit")
            .emit(onNext: { [weak self] in self?.showLimit($0, style: "Input/Output") })
            .disposed(by: disposeBag)

        let inputs = inputsOutputs.inputs
        right.plus.rx.tap.subscribe(onNext: { inputs.incrementTapped() }).disposed(by: disposeBag)
        right.minus.rx.tap.subscribe(onNext: { inputs.decrementTapped() }).disposed(by: disposeBag)
        right.reset.rx.tap.subscribe(onNext: { inputs.resetTapped() }).disposed(by: disposeBag)
        inputsOutputs.outputs.count.lane("right count").map { "Count: \($0)" }.drive(rightCount.rx.text)
            .disposed(by: disposeBag)
        inputsOutputs.outputs.limitReached.lane("right limit")
            .emit(onNext: { [weak self] in self?.showLimit($0, style: "inputs/outputs") })
            .disposed(by: disposeBag)
    }

    private func showLimit(_ message: String, style: String) {
        guard presentedAlert == nil else { return }
        present(
            AlertView(
                title: "Limit reached", message: "\(message) (\(style))",
                actions: [AlertAction(title: "OK", style: .cancel)]))
    }
}
