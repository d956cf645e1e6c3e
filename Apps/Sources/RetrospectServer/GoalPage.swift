import Foundation
import HTTPServerSupport
import HTTPTypes
import Hummingbird
import HummingbirdCore
import InProcessServing
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

struct GoalPage: Encodable {
    let contents: [GoalRecord]
    let next: Bool
}
