/// One language of a repository and how many bytes of its code are written in it.
package struct LanguageShare: Equatable, Sendable {
    /// The language's name as GitHub writes it ("Swift", "Objective-C", "C++").
    package let name: String
    /// Bytes of code in it.
    package let bytes: Int

    /// A share of `bytes` in `name`.
    package init(name: String, bytes: Int) {
        self.name = name
        self.bytes = bytes
    }
}
