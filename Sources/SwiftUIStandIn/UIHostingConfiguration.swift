import Foundation
import UIKitStandIn

// https://developer.apple.com/documentation/swiftui/uihostingconfiguration
/// A content configuration suitable for hosting a hierarchy of SwiftUI views.
///
/// Stand-in for SwiftUI's `UIHostingConfiguration`: it keeps the content it
/// was made with, for tests to read.
@available(iOS 16.0, tvOS 16.0, *)
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    /// The content the configuration was made with.
    package let standInContent: Content
}

@available(iOS 16.0, tvOS 16.0, *)
extension UIHostingConfiguration where Background == EmptyView {
    // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/init(content:)
    /// Creates a hosting configuration with the given contents.
    public init(@ContentBuilder content: () -> Content) {
        standInContent = content()
    }
}
