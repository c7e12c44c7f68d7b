/// A snapshot whose section models and items are `Identifiable`.
public typealias IdentifiableSnapshot<SectionModel: Identifiable, Item: Identifiable> =
    Snapshot<SectionModel.ID, SectionModel, Item.ID, Item>
