import RxCore

/// A status line that screen readers announce: the banner for errors and notices, hidden while
/// there is no message.
@MainActor
public final class BannerView: View {
    /// The message, or `nil` to hide the banner.
    public var message: String? {
        didSet {
            if message != oldValue {
                isHidden = message == nil
                setNeedsDisplay()
            }
        }
    }

    /// A hidden banner.
    public override init() {
        super.init()
        isHidden = true
    }

    public override var tag: String { "p" }
    public override func attributes() -> [Attribute] { [Attribute("class", "banner"), Attribute("role", "alert")] }
    public override func content(id: String) -> NodeContent { .text(message ?? "") }
}
