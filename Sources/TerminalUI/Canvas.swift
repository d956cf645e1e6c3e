/// Colors of the 8-color terminal palette.
public enum TerminalColor: Int, Equatable, Sendable {
    // The palette's colors in SGR order (30–37 foreground, 40–47 background); how each looks
    // is the terminal's theme.
    /// SGR 30 / 40.
    case black = 0
    /// SGR 31 / 41.
    case red
    /// SGR 32 / 42.
    case green
    /// SGR 33 / 43.
    case yellow
    /// SGR 34 / 44.
    case blue
    /// SGR 35 / 45.
    case magenta
    /// SGR 36 / 46.
    case cyan
    /// SGR 37 / 47.
    case white
}

/// How a cell's text looks.
public struct TextStyle: Equatable, Sendable {
    /// Bold (SGR 1).
    public var bold = false
    /// Faint (SGR 2): hints and secondary text.
    public var dim = false
    /// Underlined (SGR 4).
    public var underline = false
    /// Foreground and background swapped (SGR 7): selections and bars.
    public var inverse = false
    /// The text colour; `nil` keeps the terminal's own.
    public var foreground: TerminalColor?
    /// Slanted text; terminals without italics show it plain.
    public var italic = false

    /// A style with the given attributes; the defaults are the terminal's plain text.
    public init(
        bold: Bool = false, dim: Bool = false, underline: Bool = false, inverse: Bool = false,
        foreground: TerminalColor? = nil, italic: Bool = false
    ) {
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.inverse = inverse
        self.foreground = foreground
        self.italic = italic
    }

    /// No attributes: the terminal's default text.
    public static let plain = TextStyle()

    /// The SGR escape sequence that selects this style from the default one.
    var sgr: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if inverse { codes.append("7") }
        if let foreground { codes.append("\(30 + foreground.rawValue)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// One cell of the grid. A wide character occupies its cell and the next, which holds a
/// continuation marker (`width == 0`).
public struct Cell: Equatable, Sendable {
    /// What the cell shows (a space for a continuation cell).
    public var character: Character
    /// Cells the character takes: 1, 2 for a wide character, 0 for the cell a wide character spills into.
    public var width: Int
    /// How the character is drawn.
    public var style: TextStyle

    /// An empty, unstyled cell.
    public static let blank = Cell(character: " ", width: 1, style: .plain)
    static let continuation = Cell(character: " ", width: 0, style: .plain)
}

/// A frame: a grid of cells that views draw into, then diffed against the previous frame.
public struct Canvas: Equatable, Sendable {
    /// The grid's width and height in cells.
    public let size: Size
    private var cells: [Cell]
    /// Where the terminal cursor should stand (a focused text field); hidden when `nil`.
    public var cursor: Point?

    /// A grid of blank cells.
    public init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: max(0, size.width * size.height))
    }

    /// The cell at column `x`, row `y` (both from 0; they must be inside the grid).
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// The whole grid as a rectangle at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Draws `text` starting at `point`, clipped to `clip`; returns the width drawn. A wide
    /// character that would straddle the clip edge is replaced by a space.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: TextStyle = .plain, clip: Rect? = nil) -> Int {
        let clip = (clip ?? bounds).intersection(bounds)
        guard point.y >= clip.y, point.y < clip.maxY else { return 0 }
        var x = point.x
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if x >= clip.maxX { break }
            if x < clip.x {
                x += width
                continue
            }
            if width == 2 && x + 1 >= clip.maxX {
                self[x, point.y] = Cell(character: " ", width: 1, style: style)
                x += 1
                break
            }
            clearWide(at: x, y: point.y)
            self[x, point.y] = Cell(character: character, width: width, style: style)
            if width == 2 {
                clearWide(at: x + 1, y: point.y)
                self[x + 1, point.y] = .continuation
            }
            x += width
        }
        return x - point.x
    }

    /// Fills `rect` with `character`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: TextStyle = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                clearWide(at: x, y: y)
                self[x, y] = Cell(character: character, width: 1, style: style)
            }
        }
    }

    /// Before overwriting a cell, blanks the other half of a wide character it belongs to.
    private mutating func clearWide(at x: Int, y: Int) {
        let cell = self[x, y]
        if cell.width == 2, x + 1 < size.width { self[x + 1, y] = .blank }
        if cell.width == 0, x > 0 { self[x - 1, y] = .blank }
    }

    /// The frame's text, one string per row, trailing spaces removed — what a person reads.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where self[x, y].width > 0 { line.append(self[x, y].character) }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The frame as one string, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }
}
