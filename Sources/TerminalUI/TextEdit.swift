/// One edit of a text input's characters at its cursor, as a terminal types them: scalar by
/// scalar, each joining what it forms one character (grapheme cluster) with. A whole paste is
/// one edit: the characters before the cursor grow at their end and those after it are touched
/// only where a scalar joins them, so a paste of N scalars costs O(N) plus one copy of the text,
/// never a copy per scalar. ``TextField`` and ``TextView`` both edit through it.
struct TextEdit {
    /// The characters before the cursor; the cursor is at their end.
    private(set) var head: [Character]
    /// The characters after the cursor.
    private var tail: ArraySlice<Character>
    /// The scalars inserted, in order, to be spliced into the text at the cursor's place.
    private(set) var insertedScalars = String.UnicodeScalarView()
    /// Whether a typed scalar may also join the character after the cursor (a text field,
    /// whose text is always segmented as a whole) or only the one before it (a text view, whose
    /// line breaks are characters of their own).
    private let joinsFollowing: Bool

    init(_ characters: [Character], cursor: Int, joinsFollowing: Bool) {
        let cursor = max(0, min(cursor, characters.count))
        head = Array(characters[..<cursor])
        tail = characters[cursor...]
        self.joinsFollowing = joinsFollowing
    }

    /// The cursor after the edit, in characters.
    var cursor: Int { head.count }
    /// The characters after the edit.
    var characters: [Character] { head + tail }

    /// Types one scalar at the cursor.
    mutating func type(_ scalar: Unicode.Scalar) {
        insertedScalars.append(scalar)
        let previous = head.last
        let next = joinsFollowing ? tail.first : nil
        // Printable ASCII between ASCII characters starts a character of its own and joins
        // nothing (no extending mark, no CR LF pair): the common case of a paste, kept cheap.
        if (0x20...0x7E).contains(scalar.value), previous?.isASCII ?? true, next?.isASCII ?? true {
            head.append(Character(scalar))
            return
        }
        var window = previous.map { String($0) } ?? ""
        window.unicodeScalars.append(scalar)
        // The cursor stands after the characters of what was before it and the scalar, counted
        // on their own (as if the text after it were not there).
        let before = window.count
        if let next { window.append(next) }
        let segmented = Array(window)
        if previous != nil { head.removeLast() }
        if next != nil { tail = tail.dropFirst() }
        let split = min(before, segmented.count)
        head.append(contentsOf: segmented[..<split])
        if split < segmented.count { tail = ArraySlice(segmented[split...] + tail) }
    }

    /// Breaks the line at the cursor: a "\n" character that joins nothing (a text view's Enter).
    mutating func breakLine() {
        insertedScalars.append("\n")
        head.append("\n")
    }
}

extension String {
    /// The index of the first scalar of the character at `offset` in `characters`, which must be
    /// this string's characters: linear in `offset`, constant at the end.
    func scalarIndex(ofCharacter offset: Int, in characters: [Character]) -> String.Index {
        if offset >= characters.count { return endIndex }
        var utf8Offset = 0
        for character in characters[..<offset] { utf8Offset += character.utf8.count }
        return utf8.index(utf8.startIndex, offsetBy: utf8Offset)
    }
}
