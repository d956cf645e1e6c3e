import Foundation
import Examples

struct Failure: Error, Equatable {}
