/// ROUGE-L: the F-measure of the longest common subsequence of two token sequences (Lin 2004), with recall and
/// precision weighted equally, as `rouge_score` computes it for Self-Instruct's filter.
public enum RougeL {
    /// `2·LCS / (|a| + |b|)`, in 0…1; 0 when either sequence is empty.
    public static func fMeasure<T: Equatable>(_ a: [T], _ b: [T]) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        return 2 * Double(lcsLength(a, b)) / Double(a.count + b.count)
    }

    /// The length of the longest common subsequence, in O(|a|·|b|) time and O(|b|) memory.
    public static func lcsLength<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for j in 0..<b.count {
                let above = row[j + 1]
                row[j + 1] = x == b[j] ? diagonal + 1 : max(above, row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }
}
