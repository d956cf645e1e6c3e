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

struct NewGoal: Decodable {
    let title: String
    let reward: String?
    let startDate: String
    let endDate: String
}

struct NewRetrospect: Decodable {
    let text: String
}
