import Foundation
import FrameHarness
import TerminalUI

// What a frame costs with a long server text cut to fit: a BannerView whose message, an
// AlertView whose title and message (lines), and a Label whose text are 1 KiB … 1 MiB, on a
// 120×40 headless terminal. Each frame is drawn whole (invalidate, then render). Prints one line
// per widget and size: widget, bytes, milliseconds per frame (the median of 9 rounds of 5).

@MainActor func millisecondsPerFrame(_ widget: String, bytes: Int) -> Double {
    let words = String(repeating: "word ", count: bytes / 5)
    let banner = BannerView()
    let label = Label()
    let screen = SingleViewScreen(title: "Frame", content: StackView(axis: .vertical, [label, banner]))
    // The application holds its host weakly: this one lives until the frames are drawn.
    let host = CountingHost()
    let application = TerminalApplication(
        host: host, root: NavigationController(root: screen), coalescesOnMainQueue: false)
    application.renderIfNeeded()
    switch widget {
    case "banner": banner.message = words
    case "label": label.text = words
    default: screen.present(AlertView(title: words, message: String(repeating: "line\n", count: bytes / 5)))
    }
    application.renderIfNeeded()
    var rounds: [Double] = []
    for _ in 0..<9 {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<5 {
            application.invalidate()
            application.renderIfNeeded()
        }
        rounds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 5e6)
    }
    precondition(host.bytes > 0, "frames were drawn")
    return rounds.sorted()[4]
}

MainActor.assumeIsolated {
    for widget in ["banner", "alert", "label"] {
        for bytes in [1_024, 16_384, 262_144, 1_048_576] {
            print("\(widget)\t\(bytes)\t\(String(format: "%.3f", millisecondsPerFrame(widget, bytes: bytes)))")
        }
    }
}
