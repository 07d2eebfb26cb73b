import Foundation

/// The command line of `quotepool-fuzz`.
struct FuzzOptions: Equatable {
    static let usage = """
        usage: quotepool-fuzz <target> [--iterations N | --seconds S] [--seed N] [--first N] [--timeout S]
                                       [--max-length N] [--artifacts DIR]
               quotepool-fuzz <target> --replay FILE
               quotepool-fuzz list

        Runs random, nasty-Unicode and mutated inputs through one entry point and checks its invariants.
        Targets: \(FuzzTarget.names.joined(separator: ", ")) ('list' describes them).

          --iterations N   inputs to run (default 100000 when --seconds is not given)
          --seconds S      run until S seconds have passed (with --iterations: whichever comes first)
          --seed N         the run's seed (default: drawn from the clock; always printed)
          --first N        number of the first input (inputs are numbered; input i depends only on seed and i)
          --timeout S      an input running longer than S seconds is a hang (default 2)
          --max-length N   the longest input in bytes (default: the target's own, 4 KiB to 16 KiB)
          --artifacts DIR  where a failing input is saved (default: the temporary directory)
          --replay FILE    run the bytes of FILE once, as one input

        Exit status: 0 no failure; 1 an invariant broke; 2 an input hung; 64 usage; a crash dies of its signal.
        """

    var target: String
    var iterations: Int?
    var seconds: Double?
    var seed: UInt64?
    var first = 0
    var timeout = 2.0
    var maxLength: Int?
    var artifacts = NSTemporaryDirectory()
    var replay: String?

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        guard let target = rest.popFirst(), !target.hasPrefix("-") else { throw UsageError(description: "no target") }
        self.target = target
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { throw UsageError(description: "\(option) needs a value") }
            func number<T: LosslessStringConvertible>(_: T.Type) throws(UsageError) -> T {
                guard let n = T(value) else { throw UsageError(description: "\(option) \(value) is not a number") }
                return n
            }
            switch option {
            case "--iterations": iterations = try number(Int.self)
            case "--seconds": seconds = try number(Double.self)
            case "--seed": seed = try number(UInt64.self)
            case "--first": first = try number(Int.self)
            case "--timeout": timeout = try number(Double.self)
            case "--max-length": maxLength = try number(Int.self)
            case "--artifacts": artifacts = value
            case "--replay": replay = value
            default: throw UsageError(description: "unknown option \(option)")
            }
        }
        if iterations == nil && seconds == nil { iterations = 100_000 }
        guard (iterations ?? 1) >= 0, (seconds ?? 1) > 0, timeout > 0, first >= 0, (maxLength ?? 1) > 0,
            (maxLength ?? 0) <= InFlightInput.capacity
        else { throw UsageError(description: "a number is out of range") }
    }
}
