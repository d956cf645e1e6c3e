import Foundation
import MVVM
import RxCore
import RxUI

/// Signs a user in.
package protocol LoginService: AnyObject {
    /// Signs in with `username` (already trimmed) and `password`; fails with the service's error for wrong credentials.
    func login(username: String, password: String) -> Single<GitHubAccount>
}
