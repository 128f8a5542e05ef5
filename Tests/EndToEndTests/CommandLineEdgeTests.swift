import Foundation
import SegueTesting
import Testing
import DemoTesting

/// Values the command line refuses say what is wrong with the value, not "Missing value".
@Suite struct CommandLineEdgeTests {
    let session = Repository.root
        .appendingPathComponent("Assets/Sessions/side-by-side-push.jsonl").path

    @Test(arguments: [
        (["replay", "S", "--speed", "-1"], "--speed must be a positive finite number of at most 100 (got -1.0)"),
        (["replay", "S", "--speed", "nan"], "--speed must be a positive finite number of at most 100 (got nan)"),
        (["replay", "S", "--speed", "inf"], "--speed must be a positive finite number"),
        (["replay", "S", "--speed", "0"], "--speed must be a positive finite number"),
        (["--size", "-5x10"], "'-5x10' is not a size"),
        (["snapshot", "--size", "-5x10", "--out", "x.png"], "'-5x10' is not a size"),
        (["--force"], "--force goes with --record"),
        (["snapshot", "--scale", "-1", "--out", "x.png"], "--scale must be a number from 1 to 4 (got -1.0)"),
        (["replay", "S", "--frames", "/tmp/x", "--every", "-2"], "--every must be a whole number of 1 or more (got -2)"),
        (["replay", "S", "--frames", "/tmp/x", "--every", "0"], "--every must be a whole number of 1 or more (got 0)"),
        (["replay", "S", "--every", "2"], "--every needs --frames"),
    ])
    func aBadValueIsNamed(args: [String], message: String) throws {
        let r = try Tool.run(try Tool.segue, args.map { $0 == "S" ? session : $0 }, environment: [:])
        #expect(r.status == 2, "\(args): \(r.status) \(r.stderr)")
        #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
        #expect(!r.stderr.contains("Missing value"), "\(args): \(r.stderr)")
    }

    @Test func runHelpShowsPlaceholders() throws {
        let r = try Tool.run(try Tool.segue, ["replay", "--help"], environment: [:])
        #expect(r.status == 0 && r.stdout.contains("<file>") && r.stdout.contains("space pauses"), "\(r.stdout)")
    }
}
