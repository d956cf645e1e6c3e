import SwiftHubViewModels
import XCTest

/// The search screen's state, as a pure value: which change starts which search.
final class SearchStateTests: XCTestCase {
    private func reduce(_ changes: [SearchState.Change]) -> [SearchRequest?] {
        var state = SearchState()
        return changes.map { change in
            state = state.reduced(by: change)
            return state.started
        }
    }

    func testASettledQuerySearchesOnceAndEnterAlwaysSearches() {
        XCTAssertEqual(
            reduce([.settled("swift"), .settled("swift"), .searchNow("swift"), .settled(""), .settled("")]),
            [SearchRequest(query: "swift"), nil, SearchRequest(query: "swift"), SearchRequest(query: ""), nil])
    }

    func testSettingsSearchTheTypedQueryAgainAndCarryTheirValues() {
        XCTAssertEqual(
            reduce([
                .sort(.stars, typed: ""), .settled("rx"), .sort(.stars, typed: "rx"), .sort(.forks, typed: "rx"),
                .kind(.users, typed: "rx"), .language("Rust", typed: "rx"), .language("Rust", typed: "rx"),
            ]),
            [
                nil, SearchRequest(query: "rx", sort: .stars), nil, SearchRequest(query: "rx", sort: .forks),
                SearchRequest(query: "rx", sort: .forks, kind: .users),
                SearchRequest(query: "rx", sort: .forks, kind: .users, language: "Rust"), nil,
            ])
    }

    func testNextLanguageWalksTheListAndWrapsToAny() {
        var state = SearchState()
        var seen: [String?] = []
        for _ in SearchViewModel.languages {
            state = state.reduced(by: .nextLanguage(typed: ""))
            seen.append(state.language)
        }
        XCTAssertEqual(seen, Array(SearchViewModel.languages.dropFirst()) + [nil])
        XCTAssertNil(state.started, "nothing typed: nothing searched")
        XCTAssertEqual(state.searched, "")
    }
}
