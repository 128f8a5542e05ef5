import Foundation
import SegueTesting
import Testing
import DemoTesting

/// The command line behaves as Unix tools do: exit codes in every help, Ctrl-C exits 130,
/// a mistyped command gets "did you mean", every error is one `segue: error: ...` line, and
/// the usage follows only a mistyped command line.
@Suite struct UnixCommandLineTests {
    static let session = Repository.root.appendingPathComponent("Assets/Sessions/side-by-side-push.jsonl").path
    static let commands = ["run", "replay", "compare", "sweep", "label", "snapshot", "bench", "spec"]

    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:], timeout: 120)
    }

    @Test(arguments: [[]] + UnixCommandLineTests.commands.map { [$0] })
    func everyHelpListsTheExitCodes(command: [String]) throws {
        let r = try segue(command + ["--help"])
        #expect(r.status == 0, "\(command): \(r.stderr)")
        let text = r.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        for code in ["Exit codes: 0", "; 2 ", "130, 143, 131", "SIGINT"] {
            #expect(text.contains(code), "segue \(command.joined()) --help lacks \(code)")
        }
    }

    /// Ctrl-C ends each long-running command with 130 (the replay's: LiveWindowTests+Signals).
    @Test(arguments: [
        ["bench"],
        ["sweep", "Assets/Hands", "--param", "side-by-side.release.threshold=0.1..0.9:0.05", "--jobs", "1"],
    ])
    func ctrlCExits130(args: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try Tool.segue)
        p.currentDirectoryURL = Repository.root
        p.arguments = args
        p.environment = Tool.baseEnvironment()
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(p.isRunning, "\(args) ended before the signal")
        kill(p.processIdentifier, SIGINT)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit && p.terminationStatus == 130, "\(args): \(p.terminationReason) \(p.terminationStatus)")
    }

    @Test(arguments: [
        (["replai", "x.jsonl"], "segue: error: unknown command 'replai' (did you mean 'replay'?)"),
        (["snapshto", "--scene", "gallery"], "segue: error: unknown command 'snapshto' (did you mean 'snapshot'?)"),
        (["swep"], "segue: error: unknown command 'swep' (did you mean 'sweep'?)"),
        (["bnech", "--json"], "segue: error: unknown command 'bnech' (did you mean 'bench'?)"),
        (["comp"], "segue: error: unknown command 'comp' (did you mean 'compare'?)"),
        (["frobnicate"], "segue: error: unknown command 'frobnicate' (commands: run, replay, compare, sweep, label, reseal, snapshot, bench, spec; the window's options need no command)"),
    ])
    func aMistypedCommandGetsDidYouMean(args: [String], message: String) throws {
        let r = try segue(args)
        #expect(r.status == 2, "\(args): \(r.status)")
        #expect(r.stderr == message + "\n", "\(args): \(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    /// Mistakes in the command line: one error line, then the usage.
    @Test(arguments: [
        ["--frobnicate"],
        ["replay"],
        ["replay", UnixCommandLineTests.session, "--speed", "0"],
        ["spec", "--set", "side-by-side.release.threshhold=0.3"],
        ["snapshot", "--scene", "nowhere", "--out", "x.png"],
        ["bench", "--only", "frame.nothing"],
        ["sweep", "Assets/Hands", "--param", "nothing=1..2:1"],
        ["label", UnixCommandLineTests.session, "maybe"],
    ])
    func aUsageErrorIsOneErrorLineAndTheUsage(args: [String]) throws {
        let r = try segue(args)
        #expect(r.status == 2, "\(args): \(r.status) \(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("segue: error: ") == true, "\(args): \(r.stderr)")
        #expect(lines.filter { $0.contains("error") }.count == 1, "\(args): \(r.stderr)")
        #expect(r.stderr.contains("Usage: segue"), "\(args): \(r.stderr)")
    }

    /// Bad input that is not a mistyped command line (a missing or broken file, a bad line of
    /// a session): one `segue: error:` line, no usage.
    @Test func badInputIsOneErrorLineWithoutTheUsage() throws {
        let dir = try OutputFaultTests.scratchFolder("unix-errors")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let badSession = dir + "/bad.jsonl", badSpec = dir + "/bad.json"
        try "not json\n".write(toFile: badSession, atomically: true, encoding: .utf8)
        try "{\"nothing\": 1}".write(toFile: badSpec, atomically: true, encoding: .utf8)
        let cases: [([String], Int32, String)] = [
            (["replay", dir + "/gone.jsonl", "--headless"], 2, dir + "/gone.jsonl"),
            (["replay", badSession, "--headless"], 2, badSession + ":1:"),
            (["replay", Self.session, "--headless", "--spec", badSpec], 2, badSpec),
            (["spec", "--spec", dir + "/gone.json"], 2, dir + "/gone.json"),
            (["compare", Self.session, badSession, "-o", dir + "/out.svg"], 2, "run B: " + badSession),
            (["sweep", dir + "/gone.jsonl", "--param", "side-by-side.release.threshold=0.2..0.8:0.1"], 2, dir + "/gone.jsonl"),
            (["label", badSession], 2, badSession),
            (["snapshot", "--font", dir + "/gone.ttf", "--out", dir + "/x.png"], 2, dir + "/gone.ttf"),
            (["snapshot", "--out", dir + "/no/such/folder/x.png"], 1, dir + "/no/such/folder"),
            (["replay", Self.session, "--headless", "--plot", dir + "/no/such/folder/x.svg"], 1, dir + "/no/such/folder"),
        ]
        for (args, code, names) in cases {
            let r = try segue(args)
            #expect(r.status == code, "\(args): \(r.status) \(r.stderr)")
            let errors = r.stderr.split(separator: "\n").filter { $0.contains("error") }
            #expect(errors.count == 1 && errors[0].hasPrefix("segue: error: ") && errors[0].contains(names), "\(args): \(r.stderr)")
            #expect(!r.stderr.contains("Usage:"), "\(args): \(r.stderr)")
            #expect(!r.stderr.contains("Error:"), "\(args): \(r.stderr)")
        }
    }

    /// A headless replay has no pace: --speed with it is refused, not ignored.
    @Test(arguments: ["--headless", "--check-pixels"])
    func speedWithoutAWindowIsRefused(headless: String) throws {
        let r = try segue(["replay", Self.session, headless, "--speed", "2"])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("segue: error: --speed sets the pace of a replay in a window; \(headless) replays as fast as it can"), "\(r.stderr)")
        let plain = try segue(["replay", Self.session, headless])
        #expect(plain.status == 0, "\(plain.stderr)")
    }
}
