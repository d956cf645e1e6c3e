/// One edit of a text input's characters at its cursor, as a terminal types them: scalar by
/// scalar, each joining what it forms one character (grapheme cluster) with. A whole paste is
/// one edit: the characters before the cursor grow at their end, in place, and those after it
/// are set aside and put back once, so a paste of N scalars costs O(N) and the characters after
/// the cursor, never a copy of the text per scalar nor per edit. ``TextField`` and ``TextView``
/// both edit through it.
struct TextEdit {
    /// The characters before the cursor; the cursor is at their end.
    private var head: [Character]
    /// The characters after the cursor.
    private var tail: [Character]
    /// The text typed, in order, as UTF-8: appending a byte costs a fraction of appending a
    /// scalar to a `String` (callgrind: a String append per scalar was a quarter of a paste).
    private var insertedUTF8: [UInt8] = []
    /// Whether the character before the cursor is ASCII (or there is none): kept as the edit
    /// goes, so that the common case needs no look at a `Character`.
    private var lastIsASCII: Bool
    /// The text typed, in order, to be spliced into the text at the cursor's place.
    var inserted: String { String(decoding: insertedUTF8, as: UTF8.self) }
    /// Whether a typed scalar may also join the character after the cursor (a text field,
    /// whose text is always segmented as a whole) or only the one before it (a text view, whose
    /// line breaks are characters of their own).
    private let joinsFollowing: Bool
    /// The most characters the text may hold: a scalar that would begin a character past it is
    /// refused (one that joins the character before the cursor still joins it).
    private let limit: Int
    /// Whether a scalar was refused because the text was full.
    private(set) var wasCut = false

    /// Takes `characters` over (leaving them empty until ``finish()``) for an edit at `cursor`
    /// of a text that holds at most `limit` characters.
    init(taking characters: inout [Character], cursor: Int, joinsFollowing: Bool, limit: Int = .max) {
        var all: [Character] = []
        swap(&all, &characters)
        let cursor = max(0, min(cursor, all.count))
        tail = Array(all[cursor...])
        all.removeSubrange(cursor...)
        head = all
        lastIsASCII = all.last?.isASCII ?? true
        self.joinsFollowing = joinsFollowing
        self.limit = limit
    }

    /// Whether one more character fits; notes the cut when it does not.
    private mutating func hasRoom() -> Bool {
        if head.count + tail.count < limit { return true }
        wasCut = true
        return false
    }

    /// Ends the edit: the characters after it, and the cursor after the characters of what was
    /// before it and what was typed, counted on their own (as if the text after it were not
    /// there). In a text field the characters around the cursor are segmented again as the
    /// whole text would be: a combining mark that began the text after the cursor joins what
    /// was typed before it (the cursor stands after the joined character), and flags after it
    /// pair anew.
    mutating func finish() -> (characters: [Character], cursor: Int) {
        var result: [Character] = []
        swap(&result, &head)
        let cursor = result.count
        result.append(contentsOf: tail)
        if joinsFollowing, cursor > 0 { Self.resegment(&result, from: cursor - 1) }
        return (result, min(cursor, result.count))
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
    /// Refused, as every scalar after it, when it would begin a character past the limit.
    mutating func type(_ scalar: Unicode.Scalar) {
        if wasCut { return }
        // Printable ASCII after an ASCII character starts a character of its own and joins
        // nothing (no extending mark, no CR LF pair): the common case of a paste, kept cheap.
        if (0x20...0x7E).contains(scalar.value), lastIsASCII {
            guard hasRoom() else { return }
            insertedUTF8.append(UInt8(truncatingIfNeeded: scalar.value))
            head.append(PrintableASCII.character(UInt8(truncatingIfNeeded: scalar.value)))
            return
        }
        if let previous = head.last {
            var joined = String(previous)
            joined.unicodeScalars.append(scalar)
            if joined.count == 1, let character = joined.first {
                append(scalar)
                head[head.count - 1] = character
                lastIsASCII = character.isASCII
                return
            }
        }
        guard hasRoom() else { return }
        append(scalar)
        let character = Character(scalar)
        head.append(character)
        lastIsASCII = character.isASCII
    }

    /// Adds `scalar` to what was typed.
    private mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { insertedUTF8.append($0) }
    }

    /// `text` and its characters, cut after `limit` characters: the text bound to an input
    /// from outside, held to the input's stated length.
    static func cut(_ text: String, to limit: Int) -> (text: String, characters: [Character]) {
        var characters: [Character] = []
        var end = text.startIndex
        for index in text.indices {
            if characters.count >= max(0, limit) { break }
            characters.append(text[index])
            end = text.index(after: index)
        }
        return characters.count < max(0, limit) ? (text, characters) : (String(text[..<end]), characters)
    }

    /// Breaks the line at the cursor: a "\n" character that joins nothing (a text view's Enter).
    /// Refused past the limit, as ``type(_:)``.
    mutating func breakLine() {
        guard !wasCut, hasRoom() else { return }
        insertedUTF8.append(0x0A)
        head.append("\n")
        lastIsASCII = true
    }
}

extension String {
    /// Puts `inserted` at `index` (a scalar boundary): appended in place at the end, else one
    /// copy of the text; never rebuilt scalar by scalar.
    mutating func splice(_ inserted: String, at index: String.Index) {
        if index == endIndex {
            append(contentsOf: inserted)
        } else {
            self = String(unicodeScalars[..<index]) + inserted + String(unicodeScalars[index...])
        }
    }

    /// Removes the scalars in `range` (scalar boundaries), with one copy of the text at most.
    mutating func removeScalars(in range: Range<String.Index>) {
        self = String(unicodeScalars[..<range.lowerBound]) + String(unicodeScalars[range.upperBound...])
    }

    /// The index of the first scalar of the character at `offset` in `characters`, which must be
    /// this string's characters: linear in `offset`, constant at the end.
    func scalarIndex(ofCharacter offset: Int, in characters: [Character]) -> String.Index {
        if offset >= characters.count { return endIndex }
        var utf8Offset = 0
        for character in characters[..<offset] { utf8Offset += character.utf8.count }
        return utf8.index(utf8.startIndex, offsetBy: utf8Offset)
    }
}
