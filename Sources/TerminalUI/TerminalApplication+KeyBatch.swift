@MainActor
extension TerminalApplication {
    /// Delivers the keys read in one batch (a paste is one): Ctrl-C and Ctrl-Z are acted on
    /// ahead of the keys queued with them — Ctrl-C quits at once, dropping the rest; Ctrl-Z
    /// suspends first, and the rest are delivered once the process runs again. A run of typed
    /// characters (and Enters, for a ``TextView``) that goes to the focused text input is one
    /// edit (``TextField/insertText(_:)``, ``TextView/insertText(_:)``): one change for its
    /// bindings and one frame, in time linear in the run's length. Other keys go one by one,
    /// as `handle(_:)` with a single key does.
    ///
    /// A run cut at the input's `maximumLength` is shown on the bottom line until the next key
    /// (``WidgetStrings/textCut``), besides the input's `rx.textTruncated`.
    public func handle(_ keys: [Key]) {
        if keys.contains(.control("c")) { return handle(Key.control("c")) }
        clearNotice()
        var keys = keys
        if let suspendKey = keys.firstIndex(of: .control("z")) {
            keys.remove(at: suspendKey)
            suspend()
        }
        var index = 0
        while index < keys.count {
            guard let input = focusedTextInput(), input.accepts(keys[index]) else {
                handle(keys[index])
                index += 1
                continue
            }
            // The run's text is gathered as UTF-8 and made a String once: appending a Character
            // to a String per key was a fifth of a paste's instructions (callgrind).
            var runUTF8: [UInt8] = []
            runUTF8.reserveCapacity(keys.count - index)
            while index < keys.count, input.accepts(keys[index]) {
                if case .character(let character) = keys[index] {
                    for byte in character.utf8 { runUTF8.append(byte) }
                } else {
                    runUTF8.append(0x0A)
                }
                index += 1
            }
            let run = String(decoding: runUTF8, as: UTF8.self)
            let root = self.root
            let typedWhole = root.topScreen.inLaneScope { input.insert(run) }
            if !typedWhole { show(notice: WidgetStrings.current.textCut(input.maximumLength)) }
            setNeedsDisplay()
        }
    }

    /// The text input that typed characters go to now, when nothing stands before it: the
    /// focused, shown field or editor of the top screen of one of our own roots, with no alert
    /// up and the inspector closed.
    private func focusedTextInput() -> FocusedTextInput? {
        guard !inspector.isOpen, root is NavigationController || root is TabBarController else { return nil }
        let screen = root.topScreen
        guard screen.presentedAlert == nil, let focused = screen.focusedView, !focused.isHidden else { return nil }
        if let field = focused as? TextField { return .field(field) }
        if let editor = focused as? TextView { return .editor(editor) }
        return nil
    }
}

/// A text input a run of typed keys goes to as one edit.
@MainActor
private enum FocusedTextInput {
    case field(TextField)
    case editor(TextView)

    /// Whether `key` is typed text for it: a character, or Enter in an editor.
    func accepts(_ key: Key) -> Bool {
        switch (self, key) {
        case (_, .character), (.editor, .enter): return true
        default: return false
        }
    }

    /// Types `text`; false when it was cut at the input's limit.
    func insert(_ text: String) -> Bool {
        switch self {
        case .field(let field): field.insertText(text)
        case .editor(let editor): editor.insertText(text)
        }
    }

    var maximumLength: Int {
        switch self {
        case .field(let field): field.maximumLength
        case .editor(let editor): editor.maximumLength
        }
    }
}
