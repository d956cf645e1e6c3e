@MainActor
extension TerminalApplication {
    /// Shows `notice` on the bottom line, over the screens, until the next key: what the user
    /// must know about the keys just handled (a paste cut at a text input's limit) whichever
    /// screen the app shows.
    func show(notice: String) {
        self.notice = notice
        setNeedsDisplay()
    }

    /// Takes the notice away (a key was pressed).
    func clearNotice() {
        guard notice != nil else { return }
        notice = nil
        setNeedsDisplay()
    }

    /// Draws the notice on the bottom line, cut to the width: it is our own words with a number,
    /// so reading only what fits costs the same whatever the width.
    func drawNotice(in canvas: inout Canvas) {
        guard let notice, canvas.size.height > 0, canvas.size.width > 0 else { return }
        let width = canvas.size.width
        let line = Rect(x: 0, y: canvas.size.height - 1, width: width, height: 1)
        canvas.fill(line, style: Appearance.current.error)
        canvas.draw(
            DisplayWidth.truncate(notice, toWidth: width), at: Point(x: 0, y: line.y), style: Appearance.current.error,
            clip: line)
    }
}
