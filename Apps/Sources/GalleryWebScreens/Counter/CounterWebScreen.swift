import GalleryViewModels
import RxCore
import RxUI
import WebUI

/// The counter written twice, in the browser: left the Input/Output view model, right the
/// inputs/outputs one, bound with the same lines as the terminal page. The keys + − 0 press
/// both columns' buttons; the buttons press one.
@MainActor
package final class CounterWebScreen: GalleryWebScreen {
    private let inputOutput: CounterViewModel
    private let inputsOutputs: CounterInputsOutputsViewModelType
    let leftCount = Label("", element: "p", styleClass: "count")
    let rightCount = Label("", element: "p", styleClass: "count")
    let left = (plus: Button("+"), minus: Button("−"), reset: Button("Reset"))
    let right = (plus: Button("+"), minus: Button("−"), reset: Button("Reset"))

    /// The counter page: `inputOutput` drives the left column, `inputsOutputs` the right one.
    package init(inputOutput: CounterViewModel, inputsOutputs: CounterInputsOutputsViewModelType) {
        self.inputOutput = inputOutput
        self.inputsOutputs = inputsOutputs
        super.init(
            title: "Counter in two styles",
            source: "View models: GalleryViewModels/Counter/CounterViewModel.swift (both styles)")
        let pressBoth = KeyCommand(["+", "-", "0"], label: "+ − 0", title: "press both") { [weak self] key in
            guard let self else { return false }
            let pair: [Button] =
                switch key {
                case "+": [self.left.plus, self.right.plus]
                case "-": [self.left.minus, self.right.minus]
                default: [self.left.reset, self.right.reset]
                }
            for button in pair { button.sendTap() }
            return true
        }
        keyCommands = [pressBoth, .handledElsewhere("Tab + Enter", "press one button")]
    }

    public override func makeBody() -> View {
        func pane(_ title: String, _ count: Label, _ buttons: (plus: Button, minus: Button, reset: Button)) -> View {
            StackView(
                axis: .vertical, element: "section",
                [
                    Label(title, element: "h2"), count,
                    StackView(axis: .horizontal, [buttons.plus, buttons.minus, buttons.reset]),
                ])
        }
        return StackView(
            axis: .vertical,
            [
                sourceLine,
                StackView(
                    axis: .horizontal,
                    [
                        pane("Input/Output: transform(input:)", leftCount, left),
                        pane("inputs/outputs protocols", rightCount, right),
                    ]),
                Label(
                    "Up to \(CounterRules.limit); one more raises the \"limit reached\" alert.", element: "p",
                    styleClass: "dim"),
                keyHints,
            ])
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
        inputsOutputs.outputs.count.lane("right count").map { "Count: \($0)" }.drive(rightCount.rx.text).disposed(
            by: disposeBag)
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
