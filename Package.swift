// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Segue",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "segue", targets: ["segue"]),
        // What an app on Segue's host links: its command line, and the harness its tests drive.
        .library(name: "SegueHost", targets: ["SegueCommandLine", "Runtime"]),
        .library(name: "SegueTesting", targets: ["SegueTesting"]),
        .library(name: "SegueEngine", targets: ["Geometry", "Motion", "Compositor", "Gestures", "Views", "Navigation", "DevTools", "Host"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "SDL2_ttf",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"]), .brew(["sdl2", "sdl2_ttf", "sdl2_image"])]
        ),
        // The software backend's rasteriser: exact-area anti-aliased path fills and clips,
        // bilinear transformed sources, pixman's SIMD compositing underneath.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libpixman-1-dev"]), .brew(["cairo", "pixman"])]
        ),
        // Finding the system's fonts (DejaVu Sans) as every desktop app does, not by path.
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig1-dev"]), .brew(["fontconfig"])]
        ),
        .target(name: "CAllocCounter"),
        // Whole-page pixel loops pixman has no one operation for, vectorised per CPU.
        .target(name: "CPixels"),
        .target(name: "Geometry"),
        .target(name: "Motion", dependencies: ["Geometry"]),
        // The spec handed off as code (SwiftUI, UIKit, CSS): pure text from a TransitionSpec.
        .target(name: "SpecExport", dependencies: ["Motion"]),
        .target(name: "Compositor", dependencies: ["Geometry", "Motion"]),
        .target(name: "Gestures", dependencies: ["Geometry"]),
        .target(name: "Views", dependencies: ["Geometry", "Motion", "Compositor", "Gestures"]),
        .target(name: "Navigation", dependencies: ["Geometry", "Motion", "Compositor", "Gestures", "Views"]),
        .target(name: "Sessions", dependencies: ["Geometry", "Motion", "Gestures", "Compositor"]),
        .target(name: "SDLPlatform", dependencies: ["CSDL2", "CCairo", "CPixels", "CFontconfig", "Geometry", "Motion", "Compositor", "Gestures"]),
        // The developer tools the host attaches over any app: the tuning inspector, and the
        // timeline strip, layer inspector and onion skin of a frozen scene.
        .target(name: "DevTools", dependencies: ["Geometry", "Motion", "Compositor", "Gestures", "Views", "Navigation"]),
        // What an app is to Segue (`SegueApp`, `AppController`) and the window's arrangement
        // under it with the tools over it (`HostShell`).
        .target(name: "Host", dependencies: ["Geometry", "Motion", "Compositor", "Views", "Navigation", "DevTools"]),
        // Segue's own demos: an app on the host.
        .target(name: "Scenes", dependencies: ["Geometry", "Motion", "Compositor", "Gestures", "Views", "Navigation", "DevTools", "Host"]),
        // Replay tooling in pure Swift, so its tests need no SDL: files written whole or not at
        // all and checked standard output, the feel meter, the SVG plots and the trace they
        // draw, and video encoding through ffmpeg.
        .target(name: "Outputs", dependencies: ["Sessions"]),
        .target(name: "Feel", dependencies: ["Geometry", "Motion", "Compositor", "Navigation"]),
        .target(name: "Plots", dependencies: ["Geometry", "Motion", "Gestures", "Navigation", "Sessions", "Outputs", "Feel"]),
        .target(name: "Video", dependencies: ["Geometry", "Compositor", "Sessions", "Outputs"]),
        .target(name: "Runtime", dependencies: ["Geometry", "Motion", "Compositor", "Gestures", "Views", "Navigation", "Sessions", "SDLPlatform", "DevTools", "Host",
            "Outputs", "Feel", "Plots", "Video"]),
        .target(name: "SegueBench", dependencies: ["CAllocCounter", "Geometry", "Motion", "Compositor", "Gestures", "Views", "Navigation", "Sessions", "SDLPlatform", "Host", "Scenes", "Feel", "Runtime"]),
        .target(name: "SegueTesting", dependencies: ["Geometry", "Motion", "Compositor", "Gestures", "Views", "Navigation", "Sessions", "SDLPlatform", "Host", "Plots", "Runtime"]),
        // Segue's own tests' way to its demos: `SceneHarness(scene:)`, `DemoApp.repository`.
        .target(name: "DemoTesting", dependencies: ["Geometry", "Runtime", "Scenes", "SegueTesting"]),
        // The whole command line over any app on the host (the window, replay, compare,
        // sweep, label, reseal, snapshot, spec): `SegueMain.run(app:)`.
        .target(
            name: "SegueCommandLine",
            dependencies: [
                "Geometry", "Motion", "Compositor", "Gestures", "Views", "Navigation", "Sessions", "SDLPlatform", "DevTools", "Host", "Outputs", "Feel", "Video",
                "Runtime", "SpecExport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Segue's own executable: the demos on the host, and the bench.
        .executableTarget(
            name: "segue",
            dependencies: [
                "CAllocCounter", "Geometry", "Host", "Outputs", "Runtime", "Scenes", "SegueBench", "SegueCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "MotionTests", dependencies: ["Geometry", "Motion"]),
        .testTarget(name: "SpecExportTests", dependencies: ["DemoTesting", "DevTools", "Host", "Motion", "Navigation", "Scenes", "SpecExport", "Views"]),
        .testTarget(name: "GestureTests", dependencies: ["DemoTesting", "DevTools", "Host", "Geometry", "Gestures", "Views", "SegueTesting", "SegueCommandLine"]),
        .testTarget(name: "NavigationTests", dependencies: ["DemoTesting", "DevTools", "Host", "Geometry", "Motion", "Compositor", "Gestures", "Views", "Navigation", "Feel", "Runtime", "SegueTesting"]),
        .testTarget(name: "CompositorTests", dependencies: ["Geometry", "Motion", "Compositor"]),
        .testTarget(name: "ViewsTests", dependencies: ["Geometry", "Motion", "Compositor", "Gestures", "Views"]),
        .testTarget(name: "RenderTests", dependencies: ["DemoTesting", "DevTools", "Host", "Geometry", "Motion", "Compositor", "Views", "Navigation", "SDLPlatform", "Scenes", "Runtime", "SegueTesting"],
            exclude: ["References"]),
        .testTarget(name: "SceneTests", dependencies: ["DemoTesting", "DevTools", "Host", "CSDL2", "Geometry", "Motion", "Compositor", "Gestures", "Views", "Navigation", "Sessions", "SDLPlatform", "Scenes", "Feel", "Runtime", "SegueTesting"]),
        .testTarget(name: "RuntimeTests", dependencies: ["DemoTesting", "DevTools", "Host", "Geometry", "Motion", "Gestures", "Navigation", "Views", "Compositor", "Sessions", "SDLPlatform", "Scenes", "Plots", "Video", "Runtime",
            "SegueTesting"], exclude: ["Fixtures"]),
        .testTarget(name: "SessionTests", dependencies: ["DemoTesting", "DevTools", "Host", "Geometry", "Motion", "Gestures", "Compositor", "Sessions", "Scenes", "SegueTesting"]),
        .testTarget(name: "PlatformTests", dependencies: ["CCairo", "CPixels", "CSDL2", "CFontconfig", "Geometry", "Motion", "Gestures", "SDLPlatform"]),
        .testTarget(name: "EndToEndTests", dependencies: ["DemoTesting", "DevTools", "Host", "SDLPlatform", "SegueTesting"]),
    ]
)

// Imports follow the module graph: a file uses only members of modules it imports itself,
// so an extension cannot leak into a file through another module's import (SE-0444).
for target in package.targets where target.type != .system && !["CAllocCounter", "CPixels"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
