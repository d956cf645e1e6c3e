/// The error the MVVM tests fail with.
struct Failure: Error, Equatable {}
