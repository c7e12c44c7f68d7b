import Foundation

/// Builds a screen's sections with `if`, `if let`, `switch` and `for`.
@resultBuilder
public enum SectionsBuilder {
    /// A section.
    public static func buildExpression(_ section: ScreenSection) -> [ScreenSection] {
        [section]
    }

    /// Sections.
    public static func buildExpression(_ sections: [ScreenSection]) -> [ScreenSection] {
        sections
    }

    /// The sections of each statement, in order.
    public static func buildBlock(_ parts: [ScreenSection]...) -> [ScreenSection] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`, or an `if let`.
    public static func buildOptional(_ sections: [ScreenSection]?) -> [ScreenSection] {
        sections ?? []
    }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither(first sections: [ScreenSection]) -> [ScreenSection] {
        sections
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither(second sections: [ScreenSection]) -> [ScreenSection] {
        sections
    }

    /// A `for` loop.
    public static func buildArray(_ parts: [[ScreenSection]]) -> [ScreenSection] {
        parts.flatMap { $0 }
    }

    /// An `if #available`.
    public static func buildLimitedAvailability(_ sections: [ScreenSection]) -> [ScreenSection] {
        sections
    }
}
