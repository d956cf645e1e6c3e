import Foundation
import MVVM
import RxCore
import RxUI

/// One line of the conversation.
package struct ChatMessage: Equatable, Sendable {
    /// Who wrote a line: the user or the bot.
    package enum Author: Equatable, Sendable {
        /// The person using the screen.
        case me
        /// The chat service's answer.
        case bot
    }
    /// Who wrote it.
    package let author: Author
    /// What was written.
    package let text: String

    /// A line by `author`.
    package init(author: Author, text: String) {
        self.author = author
        self.text = text
    }
}
