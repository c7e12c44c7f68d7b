import Foundation
import UIKitStandIn

// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
/// A wrapper for a UIKit view that you use to integrate that view into your
/// SwiftUI view hierarchy.
///
/// Stand-in for SwiftUI's `UIViewRepresentable`, trimmed: SwiftUI's refines
/// `View` with a body of type `Never`, which only a trap could implement, so
/// the stand-in's is no `View`. Tests call its methods as SwiftUI would.
@MainActor @preconcurrency
public protocol UIViewRepresentable {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    /// The type of view to present.
    associatedtype UIViewType: UIView

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    /// The context a representable's methods receive.
    typealias Context = UIViewRepresentableContext<Self>

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    /// Creates the view object and configures its initial state.
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    /// Updates the state of the specified view with new information from SwiftUI.
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    /// Cleans up the presented UIKit view (and coordinator) in anticipation of
    /// their removal.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    /// Creates the custom instance that you use to communicate changes from
    /// your view to other parts of your SwiftUI interface.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
/// Contextual information about the state of the system that you use to
/// create and update your UIKit view.
///
/// Stand-in: only the coordinator is declared; SwiftUI makes contexts, the
/// stand-in's tests make them with the `package` initializer.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    /// The view’s associated coordinator.
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator

    /// A context holding `coordinator`, as SwiftUI makes one for each call.
    package init(coordinator: Representable.Coordinator) {
        self.coordinator = coordinator
    }
}
