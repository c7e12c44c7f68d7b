/// How wild a random pair of snapshots may be.
struct RandomPairProfile {
    var maxSections = 6
    var maxItemsPerSection = 8
    var duplicates = true
    var sectionMoves = true
    var contentChanges = true
}
