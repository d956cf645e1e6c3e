/// What one search asks GitHub: the query, with the order, kind and language it was made with.
package struct SearchRequest: Equatable, Sendable {
    /// The trimmed query; empty for a cleared search, which asks GitHub nothing.
    package let query: String
    /// The order repositories come in.
    package let sort: SearchViewModel.Sort
    /// Repositories or users.
    package let kind: SearchViewModel.Kind
    /// Only repositories in this language; `nil` for any.
    package let language: String?

    /// A search for `query` with these settings.
    package init(
        query: String, sort: SearchViewModel.Sort = .bestMatch, kind: SearchViewModel.Kind = .repositories,
        language: String? = nil
    ) {
        self.query = query
        self.sort = sort
        self.kind = kind
        self.language = language
    }
}

/// Everything the search screen's inputs have decided so far, as one value: the settings, the
/// query last searched, and the search the latest change starts. ``SearchViewModel`` builds it
/// with `scan` over ``Change``s; nothing else holds a copy.
package struct SearchState: Equatable, Sendable {
    /// One thing the user did, with the query as typed at that moment where it matters.
    package enum Change: Equatable, Sendable {
        /// Typing paused on this query.
        case settled(String)
        /// Enter in the field: search this query now, even if it was just searched.
        case searchNow(String)
        /// A new order, with the query as typed.
        case sort(SearchViewModel.Sort, typed: String)
        /// Repositories or users, with the query as typed.
        case kind(SearchViewModel.Kind, typed: String)
        /// A language chosen (`nil`: any), with the query as typed.
        case language(String?, typed: String)
        /// The language after the current one in ``SearchViewModel/languages``, with the query as typed.
        case nextLanguage(typed: String)
    }

    /// The order searches use from now on.
    package private(set) var sort = SearchViewModel.Sort.bestMatch
    /// The kind searched from now on.
    package private(set) var kind = SearchViewModel.Kind.repositories
    /// The language filter from now on; `nil` for any.
    package private(set) var language: String?
    /// The query last searched ("" before the first search and once cleared).
    package private(set) var searched = ""
    /// The search the latest change starts, or `nil` when it starts none.
    package private(set) var started: SearchRequest?

    /// No search yet: best match, repositories, any language.
    package init() {}

    /// The state after `change`. A settled query searches only when it differs from the one
    /// searched; Enter always searches; a new order, kind or language searches the typed query
    /// again (unless it is empty) and the same one again searches nothing.
    package func reduced(by change: Change) -> SearchState {
        var next = self
        next.started = nil
        switch change {
        case .settled(let query):
            if query != searched { next.search(query) }
        case .searchNow(let query):
            next.search(query)
        case .sort(let sort, let typed):
            guard sort != self.sort else { return next }
            next.sort = sort
            next.searchAgain(typed)
        case .kind(let kind, let typed):
            guard kind != self.kind else { return next }
            next.kind = kind
            next.searchAgain(typed)
        case .language(let language, let typed):
            guard language != self.language else { return next }
            next.language = language
            next.searchAgain(typed)
        case .nextLanguage(let typed):
            let languages = SearchViewModel.languages
            let index = languages.firstIndex { $0 == language } ?? 0
            next.language = languages[(index + 1) % languages.count]
            next.searchAgain(typed)
        }
        return next
    }

    private mutating func search(_ query: String) {
        searched = query
        started = SearchRequest(query: query, sort: sort, kind: kind, language: language)
    }

    private mutating func searchAgain(_ typed: String) {
        if !typed.isEmpty { search(typed) }
    }
}
