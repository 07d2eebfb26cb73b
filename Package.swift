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
        .target(
            name: "QuotePoolCore",
            // The shipped taste model, compiled into the binary so no file has to be installed beside it.
            resources: [.embedInCode("Resources/taste-model.json")]
        ),
        .target(name: "QuotePoolStore", dependencies: ["CSQLite", "QuotePoolCore"]),
        .target(name: "QuotePoolModels", dependencies: ["QuotePoolCore"]),
        .target(
            name: "QuotePoolWorker",
            dependencies: ["QuotePoolCore", "QuotePoolStore", "QuotePoolModels"]
        ),
        .target(
            name: "QuotePoolCLI",
            dependencies: ["QuotePoolCore", "QuotePoolStore", "QuotePoolModels", "QuotePoolWorker"]
        ),
        .executableTarget(name: "quotepool", dependencies: ["QuotePoolCLI"]),
        .testTarget(name: "QuotePoolCoreTests", dependencies: ["QuotePoolCore"]),
        .testTarget(name: "QuotePoolStoreTests", dependencies: ["QuotePoolStore"]),
        .testTarget(name: "QuotePoolWorkerTests", dependencies: ["QuotePoolWorker", "QuotePoolCLI"]),
        .testTarget(name: "QuotePoolModelsTests", dependencies: ["QuotePoolModels"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
