import AppKitStandIn
import Foundation

// https://developer.apple.com/documentation/swiftui/nsviewrepresentable
/// A wrapper that you use to integrate an AppKit view into your SwiftUI view
/// hierarchy.
///
/// Stand-in for SwiftUI's `NSViewRepresentable`, trimmed as
/// ``UIViewRepresentable`` is: SwiftUI's refines `View` with a body of type
/// `Never`, so the stand-in's is no `View`. Tests call its methods as SwiftUI would.
@MainActor @preconcurrency
public protocol NSViewRepresentable {
    // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/nsviewtype
    /// The type of view to present.
    associatedtype NSViewType: NSView

    // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/coordinator
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void

    // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/context
    /// The context a representable's methods receive.
    typealias Context = NSViewRepresentableContext<Self>

    // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makensview(context:)
    /// Creates the view object and configures its initial state.
    @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType

    // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/updatensview(_:context:)
    /// Updates the state of the specified view with new information from SwiftUI.
    @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)

    // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/dismantlensview(_:coordinator:)
    /// Cleans up the presented AppKit view (and coordinator) in anticipation
    /// of their removal.
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)

    // https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makecoordinator()
    /// Creates the custom instance that you use to communicate changes from
    /// your view to other parts of your SwiftUI interface.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

// https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext
/// Contextual information about the state of the system that you use to
/// create and update your AppKit view.
///
/// Stand-in: only the coordinator is declared; SwiftUI makes contexts, the
/// stand-in's tests make them with the `package` initializer.
@MainActor @preconcurrency
public struct NSViewRepresentableContext<Representable> where Representable: NSViewRepresentable {
    // https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/coordinator
    /// The view’s associated coordinator.
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator

    /// A context holding `coordinator`, as SwiftUI makes one for each call.
    package init(coordinator: Representable.Coordinator) {
        self.coordinator = coordinator
    }
}
