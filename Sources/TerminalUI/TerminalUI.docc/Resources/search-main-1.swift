import GitHubSearchCore
import GitHubSearchScreens
import TerminalUI

// `swift run github-search`: the search screen on this terminal, until `q` or Ctrl-C.
WidgetStrings.current = .preferred()
TerminalApplication.run(
    NavigationController(root: RepositorySearchScreen(viewModel: RepositorySearchViewModel(service: SampleSearch()))))
