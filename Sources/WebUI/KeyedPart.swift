/// One part of a view's ``NodeContent/keyedParts(_:)``: markup the view wrote, and the key that
/// names it for as long as it is on the page.
public struct KeyedPart: Equatable, Sendable {
    /// The part's name among its view's parts: letters and digits, unique in the view. The
    /// part's element carries the id `"<view id>.<key>"`.
    public let key: String
    /// The part's element, written and escaped by the view.
    public let html: String

    /// The part `key`, written as `html`.
    public init(key: String, html: String) {
        self.key = key
        self.html = html
    }

    /// The patches that turn the parts `old` of the element `id` into `new`: removals of the
    /// keys gone, replacements of the parts that changed, then one append of the new parts —
    /// or `nil` when the parts that stay are not first in `new` in their old order (or a key
    /// repeats), which only writing the element again can say.
    static func patches(id: String, from old: [KeyedPart], to new: [KeyedPart]) -> [WebPatch]? {
        let newKeys = Set(new.map(\.key))
        let oldKeys = Set(old.map(\.key))
        guard newKeys.count == new.count, oldKeys.count == old.count else { return nil }
        let kept = old.filter { newKeys.contains($0.key) }
        guard zip(kept, new).allSatisfy({ $0.key == $1.key }) else { return nil }
        var patches: [WebPatch] = old.filter { !newKeys.contains($0.key) }.map { .remove(id: "\(id).\($0.key)") }
        for (before, after) in zip(kept, new) where before.html != after.html {
            patches.append(.replace(id: "\(id).\(after.key)", html: after.html))
        }
        if new.count > kept.count {
            patches.append(.append(id: id, html: new[kept.count...].map(\.html).joined()))
        }
        return patches
    }
}
