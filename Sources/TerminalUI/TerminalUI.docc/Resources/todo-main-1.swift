import TerminalUI
import TodoCore
import TodoScreens

// `swift run todo`: the todo list on this terminal, until `q` or Ctrl-C. Top-level code in
// main.swift runs on the main actor, as TerminalUI needs.
WidgetStrings.current = .preferred()
TerminalApplication.run(NavigationController(root: TodoScreen(viewModel: TodoViewModel())))
