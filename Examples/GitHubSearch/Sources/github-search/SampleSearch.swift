import Foundation
import GitHubSearchCore
import RxCore

/// A small built-in list of repositories, searched by name after a pause as a server would
/// answer: the example runs without a network. The star counts are made up.
struct SampleSearch: RepositorySearching {
    private static let repositories = [
        Repository(fullName: "ReactiveX/RxSwift", stars: 24_000),
        Repository(fullName: "RxSwiftCommunity/RxDataSources", stars: 3_100),
        Repository(fullName: "RxSwiftCommunity/Action", stars: 880),
        Repository(fullName: "khoren93/SwiftHub", stars: 3_000),
        Repository(fullName: "apple/swift", stars: 67_000),
        Repository(fullName: "apple/swift-argument-parser", stars: 3_400),
        Repository(fullName: "swiftlang/swift-format", stars: 2_600),
    ]

    func searchRepositories(_ query: String) -> Single<[Repository]> {
        let found = Self.repositories.filter { $0.fullName.localizedCaseInsensitiveContains(query) }
        return Single.just(found).delay(.milliseconds(200), scheduler: MainScheduler.instance)
    }
}
