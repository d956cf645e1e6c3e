/// A section that the diff can follow from one snapshot to the next: it has an identity, and
/// its items have identities (to follow them) and equality (to see that one changed).
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType, Item: Equatable {}
