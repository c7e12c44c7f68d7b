import Foundation

/// Builds a section's rows from cell models of any types, arrays of them,
/// `if`, `if let`, `switch` and `for`.
@resultBuilder
public enum RowsBuilder {
    /// A row.
    @inlinable
    public static func buildExpression<Model: CellModel>(_ model: Model) -> [AnyCellModel] {
        [AnyCellModel(model)]
    }

    /// Rows of one type.
    @inlinable
    public static func buildExpression<Model: CellModel>(_ models: [Model]) -> [AnyCellModel] {
        models.map(AnyCellModel.init)
    }

    /// A row already wrapped.
    public static func buildExpression(_ row: AnyCellModel) -> [AnyCellModel] {
        [row]
    }

    /// Rows already wrapped.
    public static func buildExpression(_ rows: [AnyCellModel]) -> [AnyCellModel] {
        rows
    }

    /// The rows of each statement, in order.
    public static func buildBlock(_ parts: [AnyCellModel]...) -> [AnyCellModel] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`, or an `if let`.
    public static func buildOptional(_ rows: [AnyCellModel]?) -> [AnyCellModel] {
        rows ?? []
    }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither(first rows: [AnyCellModel]) -> [AnyCellModel] {
        rows
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither(second rows: [AnyCellModel]) -> [AnyCellModel] {
        rows
    }

    /// A `for` loop.
    public static func buildArray(_ parts: [[AnyCellModel]]) -> [AnyCellModel] {
        parts.flatMap { $0 }
    }

    /// An `if #available`.
    public static func buildLimitedAvailability(_ rows: [AnyCellModel]) -> [AnyCellModel] {
        rows
    }
}
