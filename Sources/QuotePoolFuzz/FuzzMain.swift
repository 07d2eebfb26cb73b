import Foundation

/// `quotepool-fuzz`: fuzzes one entry point of the product (see ``FuzzOptions/usage``). Not part of the product;
/// `scripts/fuzz.sh` builds it in release mode and runs every target.
@main
enum FuzzMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "list" {
            list()
            exit(0)
        }
        if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
            print(FuzzOptions.usage)
            exit(arguments.isEmpty ? 64 : 0)
        }
        let options: FuzzOptions
        do {
            options = try FuzzOptions(arguments)
        } catch {
            FileHandle.standardError.write(Data("quotepool-fuzz: \(error)\n\n\(FuzzOptions.usage)\n".utf8))
            exit(64)
        }
        let corpus = SeedCorpus()
        guard let target = FuzzTarget.named(options.target, corpus: corpus) else {
            FileHandle.standardError.write(Data("quotepool-fuzz: unknown target \(options.target)\n".utf8))
            exit(64)
        }
        if !corpus.missing.isEmpty {
            let missing = corpus.missing.joined(separator: ", ")
            FileHandle.standardError.write(Data("quotepool-fuzz: warning: seed files not found: \(missing)\n".utf8))
        }
        exit(FuzzRunner(target: target, options: options).run())
    }

    private static func list() {
        let corpus = SeedCorpus()
        for name in FuzzTarget.names {
            guard let target = FuzzTarget.named(name, corpus: corpus) else { continue }
            print("\(name): \(target.summary)")
            print(
                "  \(target.seeds.count) seeds, \(target.dictionary.count) dictionary tokens, inputs up to "
                    + "\(target.maxLength) bytes")
            for invariant in target.invariants { print("  - \(invariant)") }
        }
    }
}
