import TabulaTesting
@testable import TabulaCommand

/// The test model's keys for the command's decoded values.
enum ModelKeys {
    static func id(_ id: JSONID) -> String {
        switch id {
        case let .string(string): SnapshotModel.ID.string(string).key
        case let .number(number): "n:" + number.description
        }
    }

    static func content(_ content: JSONValue?) -> String {
        content.map { "=" + value($0) } ?? "absent"
    }

    static func value(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case let .bool(bool): bool ? "true" : "false"
        case let .number(number): "n:" + number.description
        case let .string(string): SnapshotModel.ID.string(string).key
        case let .array(elements): "[" + elements.map(Self.value).joined(separator: ";") + "]"
        case let .object(object):
            "{" + object.members.map { (SnapshotModel.ID.string($0.key).key, Self.value($0.value)) }
                .sorted { $0.0 < $1.0 }
                .map { "\($0.0)=\($0.1)" }
                .joined(separator: ";") + "}"
        }
    }

    /// What a view showing `sections` shows, in ``SnapshotModel/shape`` form.
    @MainActor
    static func shape(of sections: [HeadlessListView.Section]) -> [[String]] {
        sections.map { section in
            [cellID(section.header), cellContent(section.header)]
                + section.items.flatMap { [cellID($0), cellContent($0)] }
        }
    }

    private static func cellID(_ cell: HeadlessListView.Cell) -> String {
        (cell.id.base as? String) ?? "not a key: \(cell.id)"
    }

    private static func cellContent(_ cell: HeadlessListView.Cell) -> String {
        (cell.content?.base as? String) ?? "not a key: \(String(describing: cell.content))"
    }
}
