import RxCore
import RxUI

/// The bar at the top of a screen: a back hint when there is somewhere to go back to, and
/// the title.
public final class NavigationBar: View {
    /// The screen's title, cut to fit.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// Whether "‹ Back (Esc)" precedes the title (set for pushed screens).
    public var showsBack = false { didSet { if showsBack != oldValue { setNeedsDisplay() } } }
    /// Shown at the right edge: how to leave a text field while one is focused.
    public var hint: String? { didSet { if hint != oldValue { setNeedsDisplay() } } }
    /// Shown at the right edge when there is no ``hint``: a status such as who is signed in.
    public var detail: String? { didSet { if detail != oldValue { setNeedsDisplay() } } }

    /// A bar showing `title`.
    public init(title: String = "") {
        self.title = title
        super.init()
    }

    public override func intrinsicHeight(forWidth width: Int) -> Int { 1 }

    public override func draw(in canvas: inout Canvas) {
        let style = Appearance.current.bar
        canvas.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), style: style)
        var x = frame.x
        if showsBack {
            x += canvas.draw(WidgetStrings.current.back + "  ", at: Point(x: x, y: frame.y), style: style, clip: frame)
        }
        let right = hint ?? detail
        let hintWidth = right.map { DisplayWidth.of($0) + 2 } ?? 0
        let titleWidth = frame.maxX - x - hintWidth
        if let hint = right, titleWidth >= 10 {
            canvas.draw(
                DisplayWidth.truncate(title, toWidth: titleWidth), at: Point(x: x, y: frame.y), style: style,
                clip: frame)
            canvas.draw(hint, at: Point(x: frame.maxX - hintWidth + 1, y: frame.y), style: style, clip: frame)
        } else {
            canvas.draw(
                DisplayWidth.truncate(title, toWidth: frame.maxX - x), at: Point(x: x, y: frame.y), style: style,
                clip: frame)
        }
    }
}
