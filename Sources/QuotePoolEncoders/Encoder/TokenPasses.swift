/// Consecutive groups of sequences, each of at most `budget` tokens (a longer sequence is a group of its own), so
/// that one forward pass's activations stay bounded whatever the batch: the ranges of `lengths` each pass takes.
func tokenPasses(_ lengths: [Int], budget: Int) -> [Range<Int>] {
    var passes: [Range<Int>] = []
    var start = 0
    while start < lengths.count {
        var end = start
        var tokens = 0
        while end < lengths.count, end == start || tokens + lengths[end] <= budget {
            tokens += lengths[end]
            end += 1
        }
        passes.append(start..<end)
        start = end
    }
    return passes
}
