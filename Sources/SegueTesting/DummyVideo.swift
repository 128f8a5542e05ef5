import Foundation

/// SDL's dummy video driver for tests that start SDL's video in-process. The environment is
/// set once, and only when nothing set it: `setenv` while another test's thread starts a
/// process (Foundation's `Process` copies the environment) crashed the test run in
/// `Process.run` with a bad pointer.
public enum DummyVideo {
    private static let chosen: Void = {
        if getenv("SDL_VIDEODRIVER") == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
    }()

    public static func use() { _ = chosen }
}
