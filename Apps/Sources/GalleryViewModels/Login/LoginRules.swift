import Foundation
import MVVM
import RxCore
import RxUI

/// The form's rule: a username (spaces around it do not count) and a password of at least
/// ``LoginRules/minimumPasswordLength`` characters.
package enum LoginRules {
    /// The fewest characters a password may have.
    package static let minimumPasswordLength = 6

    /// Whether the form may be submitted: a username that is not blank and a password of at least ``minimumPasswordLength`` characters.
    package static func isValid(username: String, password: String) -> Bool {
        !username.trimmingCharacters(in: .whitespaces).isEmpty && password.count >= minimumPasswordLength
    }
}
