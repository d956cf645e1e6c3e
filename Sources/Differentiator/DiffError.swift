extension Diff {
    /// Why two snapshots cannot be compared. The offending values are carried as `Any`, as in
    /// RxDataSources, so that the error does not depend on the section type; cast them back
    /// (`item as? MyItem`) to inspect them.
    public enum Error: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
        /// Two items share an identity: within the initial snapshot (`item` is the first of
        /// them), or two items of the final snapshot match the same initial item (`item` is the
        /// second). Item identities must be unique across all sections of a snapshot.
        case duplicateItem(item: Any)
        /// Two sections share an identity: within the initial snapshot (`section` is the second
        /// of them), or two sections of the final snapshot match the same initial section
        /// (`section` is the second).
        case duplicateSection(section: Any)
        /// The section type's `init(original:items:)` does not keep `original`'s identity or
        /// does not hold exactly `items`: `section` is what it built, `expectedItems` the
        /// `[Item]` it was given and `expectedIdentifier` the identity of `original`. The diff
        /// rebuilds sections with that initializer for its intermediate stages, so it must be a
        /// faithful copy.
        case invalidInitializerImplementation(section: Any, expectedItems: Any, expectedIdentifier: Any)

        /// Which value is at fault, and why.
        public var debugDescription: String {
            switch self {
            case .duplicateItem(let item):
                "Duplicate item \(item): item identities must be unique across all sections"
            case .duplicateSection(let section):
                "Duplicate section \(section): section identities must be unique"
            case .invalidInitializerImplementation(let section, let expectedItems, let expectedIdentifier):
                "init(original:items:) built \(section), expected the items \(expectedItems) "
                    + "and the identity \(expectedIdentifier)"
            }
        }
    }
}
