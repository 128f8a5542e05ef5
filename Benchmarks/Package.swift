// swift-tools-version:6.1
import PackageDescription

// Micro-benchmarks, kept in a package of their own so that the benchmark library stays out
// of the app's build. Run with `swift package benchmark` in this folder.
let package = Package(
    name: "SegueBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, so the app package resolves whatever its folder is called (a clone into any directory).
        .package(name: "Segue", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SegueBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SegueEngine", package: "Segue"),
            ],
            path: "Benchmarks/SegueBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    // The benchmark library's closures are not main-actor aware; Swift 5 mode lets them call
    // into the (main-actor) engine with MainActor.assumeIsolated.
    swiftLanguageModes: [.v5]
)
