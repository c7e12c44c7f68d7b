import Testing
import TabulaTesting

/// Expects `violations` to hold exactly the rules `rules` (in any order, each
/// at least once), and some violation of `rules.first` to mention every fragment.
func expectViolations(
    _ violations: [BatchUpdateViolation],
    _ rules: Set<BatchUpdateViolation.Rule>,
    mentioning fragments: String...,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(Set(violations.map(\.rule)) == rules, "\(violations)", sourceLocation: sourceLocation)
    for fragment in fragments {
        #expect(
            violations.contains { rules.contains($0.rule) && $0.message.contains(fragment) },
            "no violation mentions \"\(fragment)\": \(violations)",
            sourceLocation: sourceLocation
        )
    }
}
