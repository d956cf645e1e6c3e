import Dispatch
import Foundation
import RxCore

/// Where frames go: a real terminal or an in-memory one for tests.
@MainActor
public protocol TerminalHost: AnyObject {
    /// The terminal's size in cells.
    var size: Size { get }
    /// Writes escape sequences and text.
    func write(_ output: String)
}

/// Runs a navigation stack on a terminal: routes keys to the top screen, redraws at most once
/// per turn of the main queue, and writes only what changed. Use it from the main thread.
@MainActor
public final class TerminalApplication {
    /// The application running now; views ask it for redraws.
    public private(set) static weak var current: TerminalApplication?

    /// What the application shows: a navigation stack or a tab bar of them. Replacing it (a
    /// launch screen handing over to the app's tabs) draws the new root in full.
    public var root: RootController {
        didSet {
            _ = root.topScreen.body
            invalidate()
        }
    }
    /// The navigation stack keys go to: the root, or the selected tab's.
    public var navigation: NavigationController {
        if let tabs = root as? TabBarController { return tabs.selectedNavigation }
        return root as! NavigationController
    }
    /// Held weakly: the host owns the application (headless), or lives for the whole run.
    private weak var host: TerminalHost?
    private var renderer = FrameRenderer()
    private var redrawScheduled = false
    /// True while a frame is drawn: a request for a frame made then is dropped, because the
    /// frame being drawn already shows the state read. Rendering is a pure read of state, so
    /// nothing assigned while drawing can make an app draw forever.
    private var isRendering = false
    private let coalescesOnMainQueue: Bool
    /// The screen the last frame showed.
    private weak var shownScreen: Screen?
    /// Whether something other than the inspector's clock asked for the next frame, so the
    /// screens are drawn again.
    private var screensNeedRender = true
    /// The last frame as the screens drew it, under the inspector's overlay, while it is open.
    private var screensFrame: Canvas?
    /// The first row of the inspector's overlay in the last frame.
    private var overlayTop: Int?
    /// What the bottom line says over the screens until the next key (a paste cut at a text
    /// input's limit: ``WidgetStrings/textCut``).
    var notice: String?
    /// The frame drawn last.
    public private(set) var lastFrame: Canvas
    /// How many frames have been drawn since the application started. An application on a
    /// still screen draws none: tests read this to prove it idles.
    public private(set) var framesDrawn = 0
    /// Advances while activity indicators spin.
    public internal(set) var animationTick = 0
    /// Starts and stops the clock that turns activity indicators: called with `true` when the
    /// first indicator starts, with `false` when the last one stops. A real terminal starts a
    /// timer of ten ticks a second only while something spins; headless tests call
    /// ``tickAnimation()`` themselves.
    var onAnimationNeeded: (Bool) -> Void = { _ in }
    /// Called by ``quit(status:message:)``: on a real terminal, restores it, prints the
    /// message (if any) on standard error and exits with the status it is given.
    var onQuit: (Int32, String?) -> Void = { _, _ in }
    /// The stream inspector, opened by ``LaneInspector/key`` (F12) over any screen.
    public var inspector = LaneInspector() {
        didSet { inspectorChanged() }
    }
    /// The status and message of the last ``quit(status:message:)``, for headless tests.
    public private(set) var quitRequest: (status: Int32, message: String?)?

    /// Creates the application on `host`. With `coalescesOnMainQueue`, redraws wait for the
    /// main queue; without (headless tests), call ``renderIfNeeded()`` yourself.
    public init(host: TerminalHost, root: RootController, coalescesOnMainQueue: Bool = true) {
        self.host = host
        self.root = root
        self.coalescesOnMainQueue = coalescesOnMainQueue
        lastFrame = Canvas(size: Self.canvasSize(forWindow: host.size))
        TerminalApplication.current = self
        redrawScheduled = true
    }

    /// Asks for a frame; several requests in one turn of the main queue make one frame.
    public func setNeedsDisplay() {
        guard !isRendering else { return }
        screensNeedRender = true
        requestFrame()
    }

    /// Asks for a frame that may only move the inspector's overlay (its clock): the screens
    /// under it are drawn again only if something else asked for it.
    private func requestFrame() {
        guard !isRendering, !redrawScheduled else { return }
        redrawScheduled = true
        guard coalescesOnMainQueue else { return }
        let application = UncheckedBox(self)
        DispatchQueue.main.async { application.value.renderIfNeeded() }
    }

    /// Draws a frame now if one was asked for.
    public func renderIfNeeded() {
        guard redrawScheduled, let host else { return }
        // State the frame depends on (which view has the focus, the bar's hint) settles
        // first; what that changes is drawn in this frame, so it asks for no other.
        root.prepareForDisplay()
        redrawScheduled = false
        isRendering = true
        defer { isRendering = false }
        let window = host.size
        var canvas = Canvas(size: Self.canvasSize(forWindow: window))
        var changedRows: Range<Int>?
        if canvas.size != window {
            // Larger than anything drawn: a message in the window's top left corner, rather
            // than two frames of its size (65535×65535 would be 137 GB).
            drawMessage(WidgetStrings.current.terminalTooLarge(window, Self.maximumSize), in: &canvas)
            screensFrame = nil
        } else if !screensNeedRender, inspector.isOpen, let screens = screensFrame, screens.size == canvas.size {
            // Only the inspector's lines moved: its overlay over the screens as last drawn.
            canvas = screens
            let top = inspector.render(in: &canvas, area: canvas.bounds, screen: root.topScreen)
            // The rows above the overlay, as it is now and as it was, show the same screens.
            changedRows = min(top, overlayTop ?? 0)..<canvas.size.height
            overlayTop = top
        } else {
            render(in: &canvas)
        }
        screensNeedRender = false
        lastFrame = canvas
        framesDrawn += 1
        host.write(renderer.render(canvas, changedRows: changedRows))
        // After the frame, never while drawing: what the frame showed decides which screen
        // is shown and whether the spinners' clock runs.
        updateShownScreen()
        updateAnimationClock()
    }

    /// Draws the root, or says how large the terminal must be when it is smaller than the top
    /// screen (plus the tab bar) needs.
    private func render(in canvas: inout Canvas) {
        var minimum = root.topScreen.minimumSize
        if root is TabBarController { minimum.height += 1 }
        guard canvas.size.width >= minimum.width, canvas.size.height >= minimum.height else {
            // Wrapped at word boundaries rather than cut, so that the sizes reach the reader
            // however narrow the terminal is.
            screensFrame = nil
            return drawMessage(WidgetStrings.current.terminalTooSmall(canvas.size, minimum), in: &canvas)
        }
        root.render(in: &canvas, area: canvas.bounds)
        drawNotice(in: &canvas)
        // Kept only while the inspector is open: its clock redraws its overlay over this.
        screensFrame = inspector.isOpen ? canvas : nil
        overlayTop = inspector.isOpen ? inspector.render(in: &canvas, area: canvas.bounds, screen: root.topScreen) : nil
    }

    /// Draws `message` from the top left of `canvas`, wrapped at word boundaries rather than cut,
    /// so that the sizes in it reach the reader however narrow the terminal is.
    private func drawMessage(_ message: String, in canvas: inout Canvas) {
        let lines = DisplayWidth.wrap(message, toWidth: canvas.size.width)
        for (offset, line) in lines.enumerated() where offset < canvas.size.height {
            canvas.draw(
                DisplayWidth.truncate(line, toWidth: canvas.size.width), at: Point(x: 0, y: offset),
                style: offset < 2 ? Appearance.current.emphasis : .plain)
        }
    }

    /// The largest window drawn: 1,000 columns by 1,000 rows, a million cells (32 MB a frame).
    /// A larger window — a terminal can report up to 65,535×65,535 (`stty cols 65535 rows
    /// 65535`) — shows ``WidgetStrings/terminalTooLarge`` in its top left corner (80×24 cells
    /// at most are drawn) until it is made smaller; what the screens hold is kept.
    public static let maximumSize = Size(width: 1_000, height: 1_000)

    /// The size of the frames drawn for a window of `window`: the window's own (a negative
    /// side counts as 0), or, for a window larger than ``maximumSize``, as much of its top left
    /// corner as the message saying so needs (at most 80×24).
    static func canvasSize(forWindow window: Size) -> Size {
        let drawn = Size(width: max(0, window.width), height: max(0, window.height))
        guard drawn.width > maximumSize.width || drawn.height > maximumSize.height else { return drawn }
        return Size(width: min(drawn.width, 80), height: min(drawn.height, 24))
    }

    /// Redraws everything, as after a resize.
    public func invalidate() {
        renderer.invalidate()
        redrawScheduled = false
        setNeedsDisplay()
        if !coalescesOnMainQueue { redrawScheduled = true }
    }

    /// Delivers a key to the top screen. Ctrl-C quits as an interrupt (exit status 130);
    /// Ctrl-Z suspends (see ``suspend()``); F12 opens and closes the stream inspector, which
    /// takes every key while it is open.
    public func handle(_ key: Key) {
        clearNotice()
        if key == .control("c") {
            quit(status: 128 + 2)
            return
        }
        if key == .control("z") {
            suspend()
            return
        }
        if key == LaneInspector.key || inspector.isOpen {
            // A key the open inspector ignores changes nothing on the screen: no frame.
            let wasOpen = inspector.isOpen
            if wasOpen { inspector.handle(key) } else { inspector.open() }
            if inspector.isOpen != wasOpen { inspectorChanged() }
            return
        }
        // Lanes a key makes the screen subscribe (a refresh, a new request) are the screen's.
        let root = self.root
        root.topScreen.inLaneScope { _ = root.handle(key) }
        setNeedsDisplay()
    }

    /// Redraws after the inspector opened or closed (only the cells that changed: the overlay's
    /// rows); its lines scroll on the spinners' clock.
    private func inspectorChanged() {
        updateAnimationClock()
        setNeedsDisplay()
    }

    /// Ends the application: on a real terminal, restores it and exits the process with
    /// `status` — 0 when the user quits, 128 + N when signal N (or its key) ended it.
    /// `message`, when given, is printed on standard error once the terminal is restored
    /// ("error: there is no GitHub account named x."), through ``/TerminalGate/TerminalText/escaped(_:keepingLineBreaks:)``:
    /// a control or bidi character in it is printed as a visible stand-in, never acted on.
    public func quit(status: Int32 = 0, message: String? = nil) {
        // The message often carries a server's or a file's text: it leaves through the gate.
        let message = message.map { TerminalText.escaped($0) }
        quitRequest = (status, message)
        onQuit(status, message)
    }

    /// Called by ``suspend()``: the real terminal hands itself back to the shell and stops
    /// the process until it is continued.
    var onSuspend: () -> Void = {}

    /// Stops the application as Ctrl-Z does in a terminal program: the terminal goes back to
    /// the shell, and when the process is continued (`fg`) the screen is drawn anew.
    public func suspend() {
        onSuspend()
    }

    /// Turns the activity indicators one step and redraws them; does nothing while none spins
    /// on the shown screen.
    public func tickAnimation() {
        guard isAnimating else { return }
        animationTick += 1
        // With no spinner on the shown screen the clock runs for the inspector alone: its
        // overlay is drawn again over the screens as they were, and no view is drawn.
        if ActivityIndicatorView.animatingCount > 0 && root.topScreen.showsAnimatingIndicator {
            setNeedsDisplay()
        } else {
            requestFrame()
        }
    }

    /// Whether a clock turns the activity indicators now: only while one spins on the shown
    /// screen. A spinner on a hidden tab or under a pushed screen keeps its state and turns
    /// again when its screen is shown, but costs no frame meanwhile.
    public private(set) var isAnimating = false

    /// Called by activity indicators as they start and stop.
    func animatingIndicatorsChanged() { updateAnimationClock() }

    /// Starts or stops the spinners' clock after the shown screen or a spinner changed.
    func updateAnimationClock() {
        let needed =
            (ActivityIndicatorView.animatingCount > 0 && root.topScreen.showsAnimatingIndicator) || inspector.isOpen
        guard needed != isAnimating else { return }
        isAnimating = needed
        onAnimationNeeded(needed)
    }

    /// The screen shown in the last frame, told it is shown; the one before told it is not.
    private func updateShownScreen() {
        let top = root.topScreen
        guard top !== shownScreen else { return }
        let previous = shownScreen
        shownScreen = top
        previous?.isShown = false
        top.isShown = true
    }
}

struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// An in-memory terminal of a fixed size, for headless tests of screens: send keys, read the
/// screen back as text.
@MainActor
public final class HeadlessTerminal: TerminalHost {
    /// The terminal's size; ``resize(width:height:)`` changes it.
    public private(set) var size: Size
    /// Everything written, since creation or ``clearOutput()``.
    public private(set) var output = ""
    /// The application drawing on this terminal.
    public private(set) var application: TerminalApplication!

    /// Creates a `width`×`height` terminal showing `root`, and draws the first frame.
    public init(width: Int = 80, height: Int = 24, root: RootController) {
        size = Size(width: width, height: height)
        application = TerminalApplication(host: self, root: root, coalescesOnMainQueue: false)
        application.renderIfNeeded()
        settle()
    }

    /// Keeps what the application writes, for tests that check the escape sequences.
    public func write(_ output: String) { self.output += output }

    /// Forgets what was written so far.
    public func clearOutput() { output = "" }

    /// Sends keys one by one, redrawing after each.
    public func send(_ keys: Key...) {
        for key in keys {
            application.handle(key)
            settle()
        }
    }

    /// Runs work already queued on the main queue (bindings that hopped there, as the main
    /// scheduler does for work nested in other main-scheduler work), then redraws.
    private func settle() {
        if Thread.isMainThread {
            for _ in 0..<3 { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001)) }
        }
        application.renderIfNeeded()
    }

    /// Types text character by character.
    public func type(_ text: String) {
        for character in text { send(.character(character)) }
    }

    /// Sends `keys` as one batch, as the keys of one read from a terminal (a paste) arrive,
    /// then redraws.
    public func send(batch keys: [Key]) {
        application.handle(keys)
        settle()
    }

    /// Pastes `text` as a terminal delivers it in one read: one key per scalar, Enter for each
    /// line break, sent as one batch.
    public func paste(_ text: String) {
        send(batch: text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? Key.enter : Key.character(Character($0)) })
    }

    /// Redraws after changes made outside key handling (bindings, scheduler runs).
    public func refresh() { settle() }

    /// Changes the size, as a SIGWINCH would.
    public func resize(width: Int, height: Int) {
        size = Size(width: width, height: height)
        application.invalidate()
        application.renderIfNeeded()
    }

    /// How many frames the application draws while nothing happens: runs the main queue and
    /// redraws if asked, `turns` times, and counts the frames. An application on a still screen
    /// draws none; anything else is a redraw loop.
    public func framesDrawnWhileIdle(turns: Int = 10) -> Int {
        settle()
        let before = application.framesDrawn
        for _ in 0..<turns { settle() }
        return application.framesDrawn - before
    }

    /// The screen's rows as text.
    public var lines: [String] {
        refresh()
        return application.lastFrame.lines
    }

    /// The screen as text.
    public var text: String { lines.joined(separator: "\n") }
}
