import Foundation

// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
/// The requirements for an object that provides the configuration for a
/// content view.
///
/// Stand-in for UIKit's `UIContentConfiguration`: only its type is used,
/// as the type of a cell's `contentConfiguration`, so its requirements
/// (`makeContentView()`, `updated(for:)`) are left out.
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {}
