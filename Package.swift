// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "quotepool",
    products: [
        .executable(name: "quotepool", targets: ["quotepool"])
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CPostgres",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        // SIMD kernels for the novelty scan (AVX2, FMA and F16C chosen at run time, portable C otherwise).
        .target(name: "CVectorKernels", cSettings: [.unsafeFlags(["-O3"])]),
        .target(
            name: "QuotePoolCore",
            dependencies: ["CVectorKernels"],
            // The shipped taste model, its word lists and its training set (for `taste train --from-db`), the
            // locale files (one per locale, Resources/locales/<locale>.txt) and the language identifier's gram counts
            // made from them (scripts/make-tables.sh), compiled into the binary so no file has to be installed
            // beside it.
            resources: [
                .embedInCode("Resources/taste-model.json"), .embedInCode("Resources/locales"),
                .embedInCode("Resources/langid-grams.bin"),
                .embedInCode("Resources/taste/taste-en.txt"), .embedInCode("Resources/taste/taste-de.txt"),
                .embedInCode("Resources/taste/taste-es.txt"), .embedInCode("Resources/taste/taste-fr.txt"),
                .embedInCode("Resources/taste/taste-it.txt"), .embedInCode("Resources/taste/taste-pt.txt"),
                .embedInCode("Resources/taste/taste-ja.txt"), .embedInCode("Resources/taste/taste-training.tsv"),
            ]
        ),
        .target(name: "QuotePoolStore", dependencies: ["CSQLite", "QuotePoolCore"]),
        // The PostgreSQL store (libpq), for several hosts filling one pool.
        .target(name: "QuotePoolPostgres", dependencies: ["CPostgres", "QuotePoolStore", "QuotePoolCore"]),
        // A fault-injecting SQLite VFS for the store's I/O-fault tests; never part of the product.
        .target(name: "CFaultVFS", dependencies: ["CSQLite"]),
        // The in-process encoders' kernels: fp32 and 4-bit (Q4_0 × Q8_0) dense layers, attention, layer norm (AVX2
        // and FMA chosen at run time, portable C otherwise); -O3 so that debug builds and tests run the embedders
        // at a usable speed.
        .target(name: "CMiniLMKernels", cSettings: [.unsafeFlags(["-O3"])]),
        // The in-process sentence encoders (minilm, e5, use), their tokenizers, model-file readers and shared kernels.
        .target(name: "QuotePoolEncoders", dependencies: ["CMiniLMKernels"]),
        .target(name: "QuotePoolModels", dependencies: ["QuotePoolCore", "QuotePoolEncoders"]),
        .target(
            name: "QuotePoolWorker",
            dependencies: [
                "QuotePoolCore", "QuotePoolStore", "QuotePoolPostgres", "QuotePoolEncoders", "QuotePoolModels",
            ]
        ),
        .target(
            name: "QuotePoolCLI",
            dependencies: [
                "QuotePoolCore", "QuotePoolStore", "QuotePoolPostgres", "QuotePoolEncoders", "QuotePoolModels",
                "QuotePoolWorker",
            ]
        ),
        .executableTarget(name: "quotepool", dependencies: ["QuotePoolCLI"]),
        // Random and mutated inputs for the gate and the parsers (scripts/fuzz.sh); never part of the product.
        .executableTarget(
            name: "quotepool-fuzz",
            dependencies: ["QuotePoolCore", "QuotePoolModels", "QuotePoolWorker"],
            path: "Sources/QuotePoolFuzz"
        ),
        // Writes the tables made from the locale files (scripts/make-tables.sh); never part of the product.
        .executableTarget(name: "quotepool-tables", dependencies: ["QuotePoolCore"], path: "Sources/QuotePoolTables"),
        .testTarget(name: "QuotePoolCoreTests", dependencies: ["QuotePoolCore"]),
        .testTarget(name: "QuotePoolStoreTests", dependencies: ["QuotePoolStore", "QuotePoolPostgres", "CFaultVFS"]),
        .testTarget(
            name: "QuotePoolWorkerTests",
            dependencies: ["QuotePoolWorker", "QuotePoolCLI", "QuotePoolPostgres", "QuotePoolEncoders"]),
        .testTarget(name: "QuotePoolModelsTests", dependencies: ["QuotePoolModels"], exclude: ["Fixtures"]),
        .testTarget(
            name: "QuotePoolEncodersTests", dependencies: ["QuotePoolEncoders", "QuotePoolCore", "CMiniLMKernels"]),
    ],
    swiftLanguageModes: [.v6]
)
