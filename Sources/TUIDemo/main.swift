import Foundation
import RxCore
import TerminalUI
import Examples

// A tour of the TerminalUI widgets. `swift run tui-demo`; q or Ctrl-C quits.
if CommandLine.arguments.contains("--help") {
    print("""
    usage: tui-demo
      A demo of the TerminalUI widgets: a login form (any user, a password of 6+ characters),
      a segmented control, a list (Enter opens a row, Escape goes back), an alert (a).
      Tab/Shift-Tab move focus; q or Ctrl-C quits.
    """)
    exit(0)
}
let service = InMemoryLoginService(latency: .milliseconds(400), scheduler: MainScheduler.instance)
TerminalApplication.run(NavigationController(root: WidgetsScreen(service: service)))
