import Foundation
import FrameHarness
import TerminalUI

// Pastes 1 KiB, 4 KiB, … 1 MiB into a TextField or a TextView as the terminal's reader delivers
// them: the bytes decoded by KeyDecoder in reads of the given size, each read's keys handed to
// the application as one batch and a frame drawn after each. Prints one line per size:
// input, bytes, read size, seconds. Stops growing once a paste takes longer than the limit.

@MainActor func paste(into kind: String, bytes: Int, readSize: Int) -> Double {
    // 64-character lines; the field's have no line break.
    let line = String(repeating: "0123456789abcdef", count: 4) + (kind == "field" ? "" : "\n")
    let pasted = Array(String(repeating: line, count: bytes / line.utf8.count + 1).utf8.prefix(bytes))
    let field = TextField()
    let editor = TextView()
    let input: View = kind == "field" ? field : editor
    let application = TerminalApplication(
        host: CountingHost(), root: NavigationController(root: SingleViewScreen(title: "Paste", content: input)),
        coalescesOnMainQueue: false)
    application.renderIfNeeded()
    // The input has the focus, as when the user pastes into it.
    application.root.topScreen.focus(input)
    let start = DispatchTime.now().uptimeNanoseconds
    var decoder = KeyDecoder()
    var offset = 0
    while offset < pasted.count {
        let end = min(pasted.count, offset + readSize)
        let keys = decoder.decode(Array(pasted[offset..<end]))
        #if KEY_BY_KEY
        for key in keys { application.handle(key) }
        #else
        application.handle(keys)
        #endif
        application.renderIfNeeded()
        offset = end
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let kept = kind == "field" ? field.text.utf8.count : editor.text.utf8.count
    if kept != bytes {
        print("pasted whole: \(kept) of \(bytes) bytes")
        exit(1)
    }
    return seconds
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, ["field", "view"].contains(arguments[1]), let readSize = Int(arguments[2]), readSize > 0
else {
    print("usage: paste-scaling field|view READ-SIZE [LIMIT-SECONDS]")
    exit(2)
}
let limit = arguments.count > 3 ? Double(arguments[3]) ?? 20 : 20
MainActor.assumeIsolated {
    var bytes = 1024
    while bytes <= 1_048_576 {
        let seconds = paste(into: arguments[1], bytes: bytes, readSize: readSize)
        print("\(arguments[1])\t\(bytes)\t\(readSize)\t\(String(format: "%.4f", seconds))")
        if seconds > limit { break }
        bytes *= 4
    }
}
