// View models in the shape of the Korean "MVVM with RxSwift" tutorials this project grew from,
// written here (not copied): an Input/Output `transform` view model, a class whose `input` and
// `output` wrap subjects and relays, a search list and a to-do list, one a file (SeedPost*.swift).
// Only RxSwift's module names are imported and every call is RxSwift 6's spelling;
// SeedPostViewModelsTests drives them with RxTest so that code written after those posts keeps
// working here.

/// The posts' protocol: a view model turns the view's inputs into its outputs.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}
