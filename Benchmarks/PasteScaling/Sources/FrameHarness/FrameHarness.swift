import TerminalUI

/// A terminal that keeps nothing but a count of what is written to it, so that a measurement
/// is of the widgets' work, not of a headless terminal's bookkeeping.
public final class CountingHost: TerminalHost {
    public let size = Size(width: 120, height: 40)
    public private(set) var bytes = 0
    public init() {}
    public func write(_ output: String) { bytes += output.utf8.count }
}

/// A screen titled `title` whose whole body is `content`.
public final class SingleViewScreen: Screen {
    let content: View

    public init(title: String, content: View) {
        self.content = content
        super.init(title: title)
    }

    public override func makeBody() -> View { content }
}
