import Foundation
import GalleryScreens
import OutsideValues
import TerminalUI

// `swift run gallery`: the classic Input/Output screens, each runnable and each naming its files.
// A closed standard input, output or error gets `/dev/null` before anything opens a file.
StandardDescriptors.reopenClosed()
let inspect = CommandLine.arguments.dropFirst() == ["--inspect"]
if CommandLine.arguments.count > 1 && !inspect {
    let known = ["--help", "-h"]
    let argument = CommandLine.arguments[1]
    let usage = """
        usage: gallery [--inspect]
          The classic screens of the Input/Output pattern, running in the terminal: a chat with a
          bot, a work board and its form, a login form, a counter written in two styles, and
          TerminalUI's widgets. Each page names the view model to read. Enter opens a page, Esc
          goes back (or leaves a text field first), q or Ctrl-C quits. F12 (or --inspect, at
          launch) opens the stream inspector; Esc closes it.

        """
    if known.contains(argument) {
        print(usage, terminator: "")
        exit(0)
    }
    FileHandle.standardError.write(Data("error: unknown argument \(displayable(argument))\n\(usage)".utf8))
    exit(64)
}
TerminalApplication.run(NavigationController(root: GalleryMenuScreen()), inspect: inspect)
