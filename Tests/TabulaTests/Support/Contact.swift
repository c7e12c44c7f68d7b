/// A person in the grouping tests: grouped by the initial of the last name.
struct Contact: Identifiable, Equatable, Sendable {
    var id: String
    var lastName: String
    var initial: String { String(lastName.prefix(1)) }
}
