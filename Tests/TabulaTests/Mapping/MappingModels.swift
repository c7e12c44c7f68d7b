// The models of the mapping tests: a value type, a three-level class
// hierarchy, protocols (one refined by the others), and a type nothing is
// registered for. Every model carries a `value`, for conditions and checks.

protocol Valued {
    var value: Int { get }
}

protocol Named: Valued {}

protocol Tagged: Valued {}

struct Plain: Valued, Equatable {
    var value: Int
}

struct Person: Named {
    var value: Int
}

/// Conforms to two protocols: registrations for both tie.
struct Badge: Named, Tagged {
    var value: Int
}

/// Conforms to nothing, not even `Valued`.
struct Orphan {
    var value: Int
}

/// Level 1 of the hierarchy.
class Animal: Valued {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// Level 2.
class Dog: Animal, Named {}

/// Level 3.
final class Puppy: Dog, Tagged {}
