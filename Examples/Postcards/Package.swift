// swift-tools-version:6.0
import PackageDescription

// An app of its own on Segue's host, in a package of its own that depends on Segue by path,
// as an app outside the repository would: its view controllers and its interactive
// transition (the code of the article "Write your own interactive transition"), and the
// whole of Segue's command line for it (`postcards`, `postcards replay`, `postcards sweep`...).
let package = Package(
    name: "Postcards",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, so it resolves whatever the repository's folder is called.
        .package(name: "Segue", path: "../.."),
    ],
    targets: [
        .target(name: "Postcards", dependencies: [.product(name: "SegueEngine", package: "Segue")]),
        .executableTarget(name: "postcards", dependencies: ["Postcards", .product(name: "SegueHost", package: "Segue")]),
        .testTarget(name: "PostcardsTests", dependencies: [
            "Postcards",
            .product(name: "SegueEngine", package: "Segue"),
            .product(name: "SegueHost", package: "Segue"),
            .product(name: "SegueTesting", package: "Segue"),
        ]),
    ]
)
