import Foundation

// https://developer.apple.com/documentation/uikit/uiaccessibility
/// The accessibility functions and notifications of UIKit (a namespace in
/// Swift).
///
/// Stand-in for UIKit's `UIAccessibility`; see the module notes in
/// `UIKitStandIn.swift`. What VoiceOver would report is set by a test
/// (``standInIsVoiceOverRunning``, ``standInFocusedElement``), and what is
/// posted is recorded (``standInPostedNotifications``).
@MainActor
public enum UIAccessibility {
    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    /// Notifications that an app can post to assistive technologies.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        /// The notification's value.
        public var rawValue: UInt32
        /// Creates a notification from its value.
        /// - Parameter rawValue: The value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
        /// A notification that an app posts when the layout of a screen changes;
        /// its argument is the element VoiceOver should move to.
        public static let layoutChanged = Notification(rawValue: 1001)

        // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
        /// A notification that an app posts when it needs to convey an
        /// announcement to the assistive technology; its argument is the string.
        public static let announcement = Notification(rawValue: 1008)
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier
    /// Identifiers of the assistive technologies.
    public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
        /// The identifier's value.
        public var rawValue: String
        /// Creates an identifier from its value.
        /// - Parameter rawValue: The value.
        public init(rawValue: String) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/notificationvoiceover
        /// VoiceOver.
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
    /// A Boolean value that indicates whether VoiceOver is in an enabled state.
    public static var isVoiceOverRunning: Bool { standInIsVoiceOverRunning }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelement(using:)
    /// Returns the element that has the current focus of an assistive technology.
    public static func focusedElement(using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any? {
        standInFocusedElement
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    /// Posts a notification to assistive apps.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        standInPostedNotifications.append((notification, argument))
    }

    /// What ``isVoiceOverRunning`` returns; a test sets it.
    package static var standInIsVoiceOverRunning = false
    /// What ``focusedElement(using:)`` returns; a test sets it.
    package static var standInFocusedElement: AnyObject?
    /// The notifications posted, in order.
    package static var standInPostedNotifications: [(notification: Notification, argument: Any?)] = []
}
