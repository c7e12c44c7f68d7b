import Foundation

// https://developer.apple.com/documentation/swiftui/view
/// A type that represents part of your app’s user interface and provides
/// modifiers that you use to configure views.
///
/// Stand-in for SwiftUI's `View`: the requirement is declared, nothing
/// renders it.
@MainActor
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// The content and behavior of the view.
    @ContentBuilder var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/emptyview
/// A view that doesn’t contain any content.
///
/// SwiftUI's primitive views have a body of type `Never` that traps; the
/// stand-in's is the view itself, so that nothing here traps.
public struct EmptyView: View, Sendable {
    // https://developer.apple.com/documentation/swiftui/emptyview/init()
    /// Creates an empty view.
    public init() {}

    /// The view itself (see the type's note).
    public var body: EmptyView { self }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
/// A custom parameter attribute that constructs views from closures.
///
/// Stand-in: a closure of one view only.
@resultBuilder
public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    /// Passes a single piece of content written as a child view through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/contentbuilder
/// A custom parameter attribute that constructs views and other content types
/// from closures.
///
/// Documented with the newest SDKs, as the attribute of
/// `UIHostingConfiguration.init(content:)` and `View.body`; older SDKs spell
/// those `@ViewBuilder`, which this aliases, so either compiles alike.
public typealias ContentBuilder = ViewBuilder
