import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubSession
import RxCore
import RxTesting
import XCTest

/// A value set on one thread and read on another.
package final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    package init(_ value: Value) { stored = value }
    package func set(_ value: Value) { lock.withLock { stored = value } }
    package var value: Value { lock.withLock { stored } }
}
