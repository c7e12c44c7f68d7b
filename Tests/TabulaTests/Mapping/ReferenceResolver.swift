import Foundation
import Tabula

// A straightforward model of the resolution rules, independent of the
// registry's implementation: the relations between model types and
// registrable types are written out as a table, and resolution sorts every
// applicable registration by (condition first, exact < nearer superclass <
// farther superclass < protocol, registration order).

/// The types the property test registers mappings for.
enum RegistrableType: CaseIterable, CustomStringConvertible {
    case plain, person, badge, orphan, animal, dog, puppy, optionalDog, named, tagged, valued

    var description: String {
        switch self {
        case .plain: return "Plain"
        case .person: return "Person"
        case .badge: return "Badge"
        case .orphan: return "Orphan"
        case .animal: return "Animal"
        case .dog: return "Dog"
        case .puppy: return "Puppy"
        case .optionalDog: return "Dog?"
        case .named: return "any Named"
        case .tagged: return "any Tagged"
        case .valued: return "any Valued"
        }
    }
}

/// The concrete model types of the property test.
enum ModelKind: CaseIterable {
    case plain, person, badge, orphan, animal, dog, puppy

    var type: Any.Type {
        switch self {
        case .plain: return Plain.self
        case .person: return Person.self
        case .badge: return Badge.self
        case .orphan: return Orphan.self
        case .animal: return Animal.self
        case .dog: return Dog.self
        case .puppy: return Puppy.self
        }
    }

    /// A model of this kind, wrapped in an `Optional` of its own type or not.
    func make(value: Int, wrapped: Bool) -> Any {
        switch self {
        case .plain: let model = Plain(value: value); return wrapped ? Optional(model) as Any : model
        case .person: let model = Person(value: value); return wrapped ? Optional(model) as Any : model
        case .badge: let model = Badge(value: value); return wrapped ? Optional(model) as Any : model
        case .orphan: let model = Orphan(value: value); return wrapped ? Optional(model) as Any : model
        case .animal: let model = Animal(value); return wrapped ? Optional(model) as Any : model
        case .dog: let model = Dog(value); return wrapped ? Optional(model) as Any : model
        case .puppy: let model = Puppy(value); return wrapped ? Optional(model) as Any : model
        }
    }

    /// An `Optional` of this kind's type holding `nil`.
    var none: Any {
        switch self {
        case .plain: return Plain?.none as Any
        case .person: return Person?.none as Any
        case .badge: return Badge?.none as Any
        case .orphan: return Orphan?.none as Any
        case .animal: return Animal?.none as Any
        case .dog: return Dog?.none as Any
        case .puppy: return Puppy?.none as Any
        }
    }
}

/// How a registrable type accepts a model, in the rules' words.
enum Relation: Equatable {
    case exact
    /// `distance` 1 is the direct superclass.
    case superclass(distance: Int)
    case conformance
}

/// A registration's condition, as data the reference evaluates itself.
enum ConditionSpec: Equatable, CustomStringConvertible {
    case none
    case section(Int)
    case valueModulo(Int, equals: Int)

    func holds(value: Int, indexPath: IndexPath) -> Bool {
        switch self {
        case .none: return true
        case .section(let section): return indexPath[0] == section
        case let .valueModulo(modulus, remainder): return value % modulus == remainder
        }
    }

    var description: String {
        switch self {
        case .none: return "always"
        case .section(let section): return "section \(section)"
        case let .valueModulo(modulus, remainder): return "value % \(modulus) == \(remainder)"
        }
    }
}

/// One registration of a random set.
struct RegistrationSpec: CustomStringConvertible {
    var id: Int
    var type: RegistrableType
    var isHeader: Bool
    var view: Int
    var condition: ConditionSpec

    var description: String { "#\(id) \(type) \(isHeader ? "header" : "cell") view\(view) \(condition)" }
}

enum ReferenceResolver {
    /// The table of who accepts whom.
    static func relation(of model: ModelKind, to type: RegistrableType) -> Relation? {
        switch (model, type) {
        case (.plain, .plain), (.person, .person), (.badge, .badge), (.orphan, .orphan), (.animal, .animal),
             (.dog, .dog), (.dog, .optionalDog), (.puppy, .puppy):
            return .exact
        case (.dog, .animal), (.puppy, .dog), (.puppy, .optionalDog):
            return .superclass(distance: 1)
        case (.puppy, .animal):
            return .superclass(distance: 2)
        case (.person, .named), (.badge, .named), (.dog, .named), (.puppy, .named),
             (.badge, .tagged), (.puppy, .tagged),
             (.plain, .valued), (.person, .valued), (.badge, .valued), (.animal, .valued), (.dog, .valued), (.puppy, .valued):
            return .conformance
        default:
            return nil
        }
    }

    /// The winning registration and, for a tie, the next one of equal rank.
    static func resolve(_ model: ModelKind, value: Int, isHeader: Bool, at indexPath: IndexPath,
                        among registrations: [RegistrationSpec]) -> (winner: Int, tie: Int?)? {
        let ranked: [(key: [Int], id: Int)] = registrations.compactMap { registration in
            guard registration.isHeader == isHeader,
                  let relation = relation(of: model, to: registration.type),
                  registration.condition.holds(value: value, indexPath: indexPath) else { return nil }
            let tier = registration.condition == .none ? 1 : 0
            let typeRank: Int
            switch relation {
            case .exact: typeRank = 0
            case .superclass(let distance): typeRank = distance
            case .conformance: typeRank = 100
            }
            return ([tier, typeRank], registration.id)
        }
        guard let best = ranked.map(\.key).min(by: { $0.lexicographicallyPrecedes($1) }) else { return nil }
        let winners = ranked.filter { $0.key == best }.map(\.id).sorted()
        return (winners[0], winners.count > 1 ? winners[1] : nil)
    }
}
