import ArgumentParser
import Tabula

/// The values of `--content-updates`.
///
/// A type of the command's own rather than a conformance of the core's
/// `ContentUpdateStyle` to `ExpressibleByArgument`, which would be a
/// retroactive conformance of one module's type to another's protocol.
enum ContentUpdatesArgument: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Content changes reload cells and sections.
    case reload
    /// Content changes reconfigure cells and section headers in place.
    case reconfigure

    /// The core's style for this value.
    var style: ContentUpdateStyle {
        switch self {
        case .reload: .reload
        case .reconfigure: .reconfigure
        }
    }
}
