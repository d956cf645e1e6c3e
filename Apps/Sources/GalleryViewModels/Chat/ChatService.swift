import Foundation
import MVVM
import RxCore
import RxUI

/// Answers chat messages.
package protocol ChatService: AnyObject {
    /// The bot's reply to `message`; fails when the bot cannot answer.
    func reply(to message: String) -> Single<String>
}
