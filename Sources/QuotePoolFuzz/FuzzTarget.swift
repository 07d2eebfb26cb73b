/// One entry point under fuzzing: its seeds and dictionary, and a check that runs one input through product code
/// and verifies what must hold beyond "did not crash".
struct FuzzTarget: Sendable {
    /// The name on the command line (`gate`, `sse`, …).
    let name: String
    /// What is called, for `quotepool-fuzz list`.
    let summary: String
    /// The invariants ``check`` verifies, one phrase each, for `quotepool-fuzz list`.
    let invariants: [String]
    /// Valid inputs to mutate; never empty.
    let seeds: [[UInt8]]
    /// Fragments of the input grammar for mutations to insert.
    let dictionary: [[UInt8]]
    /// The longest input to make, in bytes.
    let maxLength: Int
    /// Runs one input. Returns a short label of the outcome (a reason code, an error case) for the run's tally,
    /// so a run shows which branches the inputs reached.
    ///
    /// - Throws: ``InvariantViolation`` when the product's answer breaks an invariant. A crash ends the process.
    let check: @Sendable (_ input: [UInt8]) throws(InvariantViolation) -> String

    /// The names of every target, in the order `scripts/fuzz.sh` runs them.
    static let names = ["gate", "sse", "config", "eval-line", "http-response"]

    /// Builds the target called `name` (building a target can take a moment: the gate loads its lexicons).
    static func named(_ name: String, corpus: SeedCorpus) -> FuzzTarget? {
        switch name {
        case "gate": gate(corpus: corpus)
        case "sse": sse(corpus: corpus)
        case "config": config(corpus: corpus)
        case "eval-line": evalLine(corpus: corpus)
        case "http-response": httpResponse(corpus: corpus)
        default: nil
        }
    }

    /// Fails the check with `message` unless `condition` holds.
    static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
    ) throws(InvariantViolation) {
        if !condition() { throw InvariantViolation(message: message()) }
    }
}

/// An input for which product code gave an answer that breaks one of a target's invariants.
struct InvariantViolation: Error, Sendable {
    var message: String
}
