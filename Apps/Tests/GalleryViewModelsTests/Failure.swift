import Foundation

/// A failure a fake service answers with.
struct Failure: Error, Equatable {}
