/// An operation on one section, as named in violation messages.
enum SectionVerb: String {
    case delete, insert, reload, move, reconfigure
}
