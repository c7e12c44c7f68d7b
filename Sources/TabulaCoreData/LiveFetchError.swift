import Foundation

/// Why a ``LiveFetch`` cannot fetch.
public enum LiveFetchError: Error, Equatable, CustomStringConvertible {
    /// The context is not a main-queue context: the list lives on the main
    /// actor and copies objects there, which only a main-queue context's
    /// objects allow.
    case contextNotOnMainQueue

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .contextNotOnMainQueue:
            "LiveFetch needs a main-queue context (a container's viewContext): its list lives on the main actor"
        }
    }
}
