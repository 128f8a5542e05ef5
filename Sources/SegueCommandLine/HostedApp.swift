import ArgumentParser
import Foundation
import Host

/// The app this process hosts, as `UIApplicationMain` makes one delegate the process's: set
/// once by `SegueMain.run` before any argument is parsed, read by the commands (whose types
/// ArgumentParser builds with no way to hand them a value). Below the command line every
/// run is given its app explicitly.
public enum HostedApp {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: (app: any SegueApp, extra: [any ParsableCommand.Type])?

    static func install(_ app: any SegueApp, extraCommands: [any ParsableCommand.Type]) {
        lock.withLock { installed = (app, extraCommands) }
    }

    /// The app; a command line that was not started through `SegueMain.run` is a programming error.
    public static var app: any SegueApp {
        guard let app = lock.withLock({ installed?.app }) else { fatalError("SegueMain.run(app:) was not called") }
        return app
    }

    static var extraCommands: [any ParsableCommand.Type] { lock.withLock { installed?.extra ?? [] } }
}
