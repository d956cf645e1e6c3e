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

    /// The cursor after the edit, in characters: after the characters of what was before it
    /// and what was typed, counted on their own (as if the text after it were not there).
    var cursor: Int { head.count }

    /// The characters after the edit. In a text field the characters around the cursor are
    /// segmented again as the whole text would be: a combining mark that began the text after
    /// the cursor joins what was typed before it (the cursor stands after the joined
    /// character), and flags after it pair anew.
    var characters: [Character] {
        var characters = head + tail
        if joinsFollowing, !head.isEmpty { Self.resegment(&characters, from: head.count - 1) }
        return characters
    }

    /// Segments `characters` again from `start` on, as far as an edit at `start` can move a
    /// boundary: through the run of regional indicators after it (flags pair from the run's
    /// start) and one character more.
    static func resegment(_ characters: inout [Character], from start: Int) {
        guard start >= 0, start + 1 < characters.count else { return }
        var end = start + 1
        // Regional indicators are U+1F1E6…U+1F1FF.
        while end < characters.count, (0x1F1E6...0x1F1FF).contains(characters[end].unicodeScalars.first?.value ?? 0) {
            end += 1
        }
        end = min(characters.count, end + 1)
        let region = characters[start..<end]
        // Printable ASCII on both sides of every boundary: nothing to join.
        if region.allSatisfy({ $0.isASCII && $0 != "\r" && $0 != "\n" }) { return }
        characters.replaceSubrange(start..<end, with: Array(String(region)))
    }

    /// Types one scalar at the cursor: it joins the character before it when they form one.
    mutating func type(_ scalar: Unicode.Scalar) {
        insertedScalars.append(scalar)
        // Printable ASCII after an ASCII character starts a character of its own and joins
        // nothing (no extending mark, no CR LF pair): the common case of a paste, kept cheap.
        if (0x20...0x7E).contains(scalar.value), head.last?.isASCII ?? true {
            head.append(Character(scalar))
            return
        }
        if let previous = head.last {
            var joined = String(previous)
            joined.unicodeScalars.append(scalar)
            if joined.count == 1, let character = joined.first {
                head[head.count - 1] = character
                return
            }
        }
        head.append(Character(scalar))
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
