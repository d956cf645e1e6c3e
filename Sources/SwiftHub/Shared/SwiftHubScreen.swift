import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import GitHubAPI
import SwiftHubViewModels

/// The base of SwiftHub's screens: keys every screen understands (/ search, l login,
/// q quit) and the error banner with its retry hint.
open class SwiftHubScreen: Screen {
    public let router: SwiftHubRouter

    public init(title: String, router: SwiftHubRouter) {
        self.router = router
        super.init(title: title)
    }

    open override var minimumSize: Size { Size(width: 50, height: 12) }

    /// Fills `labels` with `lines`, blanking the rest.
    func show(_ lines: [String], in labels: [Label]) {
        for (index, label) in labels.enumerated() { label.text = index < lines.count ? lines[index] : "" }
    }

    public func showError(_ message: String) {
        banner.kind = .error
        banner.message = message
    }

    open override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("q"):
            TerminalApplication.current?.quit()
        case .character("/"):
            navigationController?.push(router.searchScreen())
        case .character("l"):
            navigationController?.push(router.loginScreen())
        default:
            return false
        }
        return true
    }
}

