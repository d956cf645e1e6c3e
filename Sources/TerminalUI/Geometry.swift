/// A position on the terminal grid, in cells from the top-left corner.
public struct Point: Equatable, Hashable, Sendable {
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int
    /// The point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A size in terminal cells.
public struct Size: Equatable, Hashable, Sendable {
    /// Columns, in cells.
    public var width: Int
    /// Rows, in cells.
    public var height: Int
    /// A size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// A rectangle of terminal cells.
public struct Rect: Equatable, Hashable, Sendable {
    /// The top-left cell.
    public var origin: Point
    /// How many columns and rows it covers.
    public var size: Size

    /// The rectangle whose top-left cell is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        origin = Point(x: x, y: y)
        size = Size(width: max(0, width), height: max(0, height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left column.
    public var x: Int { origin.x }
    /// The top row.
    public var y: Int { origin.y }
    /// Its width in columns.
    public var width: Int { size.width }
    /// Its height in rows.
    public var height: Int { size.height }
    /// The first column to its right (not inside it).
    public var maxX: Int { x + width }
    /// The first row below it (not inside it).
    public var maxY: Int { y + height }
    /// Whether it covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// The part of `self` that is also in `other`.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// Space around a view.
public struct EdgeInsets: Equatable, Sendable {
    /// Cells kept free on each side.
    public var top, left, bottom, right: Int
    /// Insets of the given sizes; zero where not given.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all: Int) { self.init(top: all, left: all, bottom: all, right: all) }
}
