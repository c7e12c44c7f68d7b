import Foundation
@testable import TabulaCommand

/// A RESULT read back from `tabula diff`'s output, checked against the
/// contract as it is read: the keys a stage may have, non-empty operation
/// lists, `data` always present, integers where indexes go.
struct DecodedResult {
    /// One stage, its operations in UIKit's terms.
    struct Stage {
        var sectionDeletes: [Int] = []
        var sectionInserts: [Int] = []
        var sectionMoves: [(Int, Int)] = []
        var sectionReloads: [Int] = []
        var itemDeletes: [IndexPath] = []
        var itemInserts: [IndexPath] = []
        var itemMoves: [(IndexPath, IndexPath)] = []
        var itemReloads: [IndexPath] = []
        var itemReconfigures: [IndexPath] = []
        var sectionReconfigures: [Int] = []
        var data: JSONSnapshot
    }

    /// Why the output does not follow the contract.
    struct ContractError: Error, CustomStringConvertible {
        var description: String
    }

    var stages: [Stage]
    var diagnostics: [String]

    /// Parses and checks `text`, one line of output (no newline).
    init(_ text: String) throws {
        guard !text.contains("\n") else { throw ContractError(description: "the result is not on one line") }
        guard case let .object(root) = try JSONParser.parse(text) else { throw ContractError(description: "the result is not an object") }
        guard root.members.map(\.key) == ["stages", "diagnostics"] else {
            throw ContractError(description: "result keys are \(root.members.map(\.key))")
        }
        guard case let .array(stageValues)? = root["stages"], case let .array(diagnosticValues)? = root["diagnostics"] else {
            throw ContractError(description: "stages or diagnostics is not an array")
        }
        diagnostics = try diagnosticValues.map { value in
            guard case let .string(message) = value else { throw ContractError(description: "a diagnostic is not a string") }
            return message
        }
        stages = try stageValues.map(Self.stage)
    }

    private static let operationKeys = [
        "sectionDeletes", "sectionInserts", "sectionMoves", "sectionReloads",
        "itemDeletes", "itemInserts", "itemMoves", "itemReloads",
        "itemReconfigures", "sectionReconfigures",
    ]

    private static func stage(_ value: JSONValue) throws -> Stage {
        guard case let .object(object) = value else { throw ContractError(description: "a stage is not an object") }
        let keys = object.members.map(\.key)
        guard keys.last == "data" else { throw ContractError(description: "a stage does not end with data: \(keys)") }
        let operations = keys.dropLast()
        guard operations.allSatisfy(operationKeys.contains),
            operations.map({ operationKeys.firstIndex(of: $0) ?? -1 }) == operations.map({ operationKeys.firstIndex(of: $0) ?? -1 }).sorted()
        else { throw ContractError(description: "stage keys out of contract or order: \(keys)") }
        var stage = Stage(data: try JSONSnapshot(json: object["data"] ?? .null))
        for member in object.members where member.key != "data" {
            guard case let .array(list) = member.value, !list.isEmpty else {
                throw ContractError(description: "\(member.key) is not a non-empty array")
            }
            switch member.key {
            case "sectionDeletes": stage.sectionDeletes = try list.map(int)
            case "sectionInserts": stage.sectionInserts = try list.map(int)
            case "sectionReloads": stage.sectionReloads = try list.map(int)
            case "sectionReconfigures": stage.sectionReconfigures = try list.map(int)
            case "sectionMoves":
                stage.sectionMoves = try list.map {
                    let pair = try ints($0, count: 2)
                    return (pair[0], pair[1])
                }
            case "itemDeletes": stage.itemDeletes = try list.map(indexPath)
            case "itemInserts": stage.itemInserts = try list.map(indexPath)
            case "itemReloads": stage.itemReloads = try list.map(indexPath)
            case "itemReconfigures": stage.itemReconfigures = try list.map(indexPath)
            case "itemMoves":
                stage.itemMoves = try list.map {
                    guard case let .array(pair) = $0, pair.count == 2 else { throw ContractError(description: "an item move is not a pair") }
                    return (try indexPath(pair[0]), try indexPath(pair[1]))
                }
            default:
                break
            }
        }
        return stage
    }

    private static func int(_ value: JSONValue) throws -> Int {
        guard case let .number(number) = value, number.isIntegral, let int = Int(number.description) else {
            throw ContractError(description: "expected an integer index, found \(value)")
        }
        return int
    }

    private static func ints(_ value: JSONValue, count: Int) throws -> [Int] {
        guard case let .array(list) = value, list.count == count else {
            throw ContractError(description: "expected \(count) integers, found \(value)")
        }
        return try list.map(int)
    }

    private static func indexPath(_ value: JSONValue) throws -> IndexPath {
        IndexPath(indexes: try ints(value, count: 2))
    }
}
