import Foundation
import SegueTesting
import Testing
import DemoTesting

/// Output files under faults (a read-only or full disk, a folder or a link where a file goes,
/// frames from an earlier run): a clear message naming the file and a non-zero exit, and under
/// the final name either a complete file or nothing, never a cut-off one.
@Suite struct OutputFaultTests {
    static let session = Repository.root.appendingPathComponent("Assets/Sessions/catalogue-edge-swipe.jsonl").path

    /// Whether this process may mount a tmpfs (root on Linux); the fault tests need one, as
    /// chmod does not stop root. CI runs as root.
    static let canMount: Bool = {
        guard let folder = try? scratchFolder("probe") else { return false }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard (try? mountTmpfs(at: folder, options: "size=64k")) != nil else { return false }
        unmount(folder)
        return true
    }()

    // MARK: Helpers

    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:], timeout: 60)
    }

    static func scratchFolder(_ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-out-\(name)-\(getpid())-\(UInt32.random(in: 0 ... .max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func mountTmpfs(at folder: String, options: String) throws {
        guard let mount = Tool.find("mount") else { throw E2EError("no mount command") }
        let r = try Tool.run(mount, ["-t", "tmpfs", "-o", options, "tmpfs", folder], environment: [:])
        if r.status != 0 { throw E2EError("cannot mount a tmpfs on \(folder): \(r.stderr)") }
    }

    /// Lazily, so a test that failed half-way still lets go of its mount.
    static func unmount(_ folder: String) {
        if let umount = Tool.find("umount") { _ = try? Tool.run(umount, ["-l", folder], environment: [:]) }
    }

    /// A scratch folder with a tmpfs on it, gone after `body`.
    func withTmpfs(_ options: String, _ body: (String) throws -> Void) throws {
        let folder = try Self.scratchFolder("tmpfs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.mountTmpfs(at: folder, options: options)
        defer { Self.unmount(folder) }
        try body(folder)
    }

    /// Width and height of a complete PNG (signature, IHDR first, IEND last), or nil.
    func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let end: [UInt8] = Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        guard bytes.count > 33, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8),
            Array(bytes.suffix(8)) == end
        else { return nil }
        func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    func isPNG(atPath path: String, _ width: Int, _ height: Int) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), let size = pngSize(data) else { return false }
        return size.width == width && size.height == height
    }

    func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Runs segue with stdout kept as bytes (Tool.run decodes text); stdout is read while the
    /// process runs so a large PNG cannot fill the pipe and stall it.
    func segueBytes(_ args: [String]) throws -> (status: Int32, stdout: Data, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try Tool.segue)
        p.arguments = args
        p.environment = Tool.baseEnvironment()
        let out = Pipe()
        let errFile = try Self.scratchFolder("stderr") + "/stderr"
        try Data().write(to: URL(fileURLWithPath: errFile))
        defer { try? FileManager.default.removeItem(atPath: (errFile as NSString).deletingLastPathComponent) }
        p.standardOutput = out
        p.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errFile))
        try p.run()
        let bytes = out.drainedData()
        p.waitUntilExit()
        let err = String(decoding: FileManager.default.contents(atPath: errFile) ?? Data(), as: UTF8.self)
        return (p.terminationStatus, bytes, err)
    }

    // MARK: Faults needing a tmpfs

    @Test(.enabled(if: canMount, "needs root to mount a read-only tmpfs"))
    func aReadOnlyFolderIsNamedAndNothingIsWritten() throws {
        try withTmpfs("size=1m,ro") { ro in
            let shot = ro + "/shot.png"
            let s = try segue(["snapshot", "--size", "320x240", "--out", shot])
            #expect(s.status == 1, "\(s.stderr)")
            #expect(s.stderr.contains(shot) && s.stderr.contains("Read-only file system"), "\(s.stderr)")
            #expect(!exists(shot))

            for dir in [ro, ro + "/frames"] {
                let f = try segue(["replay", Self.session, "--headless", "--frames", dir])
                #expect(f.status == 2, "\(f.stderr)")
                #expect(f.stderr.contains(dir) && f.stderr.contains("Read-only file system"), "\(f.stderr)")
            }

            let plot = ro + "/plot.svg"
            let p = try segue(["replay", Self.session, "--headless", "--no-render", "--plot", plot])
            #expect(p.status == 1, "\(p.stderr)")
            #expect(p.stderr.contains(plot) && p.stderr.contains("Read-only file system"), "\(p.stderr)")
            #expect(names(in: ro).isEmpty)
        }
    }

    @Test(.enabled(if: canMount, "needs root to mount a small tmpfs"))
    func aDiskFillingUpMidRunStopsWithCompleteFrames() throws {
        try withTmpfs("size=64k") { dir in
            let r = try segue(["replay", Self.session, "--headless", "--frames", dir])
            #expect(r.status == 1, "\(r.stderr)")
            #expect(r.stderr.contains("No space left on device"), "\(r.stderr)")
            let named = try #require(r.stderr.range(of: #"frame-\d{5}\.png"#, options: .regularExpression), "\(r.stderr)")
            let failed = String(r.stderr[named])
            #expect(r.stderr.contains(dir + "/" + failed))
            #expect(!exists(dir + "/" + failed))
            // What is there is this run's frames, every one complete; no temporary files.
            let left = names(in: dir)
            #expect(!left.isEmpty && left.allSatisfy { $0.hasPrefix("frame-") }, "\(left)")
            for name in left { #expect(isPNG(atPath: dir + "/" + name, 1024, 768), "\(name)") }
        }
    }

    @Test(.enabled(if: canMount, "needs root to mount a small tmpfs"))
    func aNearlyFullDiskKeepsTheOlderFile() throws {
        try withTmpfs("size=64k") { dir in
            let shot = dir + "/shot.png"
            let first = try segue(["snapshot", "--scene", "gallery", "--size", "160x120", "--out", shot])
            #expect(first.status == 0, "\(first.stderr)")
            let before = try #require(FileManager.default.contents(atPath: shot))
            // Leave 8 KB: far too little for a 1024x768 frame or the plot.
            var fs = statvfs()
            #expect(statvfs(dir, &fs) == 0)
            let free = Int(fs.f_bavail) * Int(fs.f_bsize)
            try Data(count: max(0, free - 8192)).write(to: URL(fileURLWithPath: dir + "/filler"))

            let r = try segue(["snapshot", "--size", "1024x768", "--out", shot])
            #expect(r.status == 1, "\(r.stderr)")
            #expect(r.stderr.contains(shot) && r.stderr.contains("No space left on device"), "\(r.stderr)")
            #expect(FileManager.default.contents(atPath: shot) == before, "the older snapshot was changed")

            let plot = dir + "/plot.svg"
            let p = try segue(["replay", Self.session, "--headless", "--no-render", "--plot", plot])
            #expect(p.status == 1, "\(p.stderr)")
            #expect(p.stderr.contains(plot) && p.stderr.contains("No space left on device"), "\(p.stderr)")
            #expect(!exists(plot))
            #expect(names(in: dir) == ["filler", "shot.png"])
        }
    }

    // MARK: Faults on any disk

    @Test func aFolderWhereTheFileGoesIsNamed() throws {
        let dir = try Self.scratchFolder("dir-at-path")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let shot = dir + "/shot.png", plot = dir + "/plot.svg"
        try FileManager.default.createDirectory(atPath: shot, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: plot, withIntermediateDirectories: false)
        let s = try segue(["snapshot", "--size", "64x48", "--out", shot])
        #expect(s.status == 1 && s.stderr.contains(shot) && s.stderr.contains("Is a directory"), "\(s.stderr)")
        let p = try segue(["replay", Self.session, "--headless", "--no-render", "--plot", plot])
        #expect(p.status == 1 && p.stderr.contains(plot) && p.stderr.contains("Is a directory"), "\(p.stderr)")

        // A folder at a frame's name stops the run there; the frames before it are complete.
        let frames = dir + "/frames"
        try FileManager.default.createDirectory(atPath: frames + "/frame-00001.png", withIntermediateDirectories: true)
        let f = try segue(["replay", Self.session, "--headless", "--frames", frames])
        #expect(f.status == 1 && f.stderr.contains(frames + "/frame-00001.png") && f.stderr.contains("Is a directory"), "\(f.stderr)")
        #expect(names(in: frames) == ["frame-00000.png", "frame-00001.png"])
        #expect(isPNG(atPath: frames + "/frame-00000.png", 1024, 768))

        // A file where the frames folder goes.
        let file = dir + "/not-a-folder"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: file))
        let n = try segue(["replay", Self.session, "--headless", "--frames", file])
        #expect(n.status == 2 && n.stderr.contains(file) && n.stderr.contains("Not a directory"), "\(n.stderr)")
        #expect(FileManager.default.contents(atPath: file) == Data("mine".utf8))
    }

    @Test func aLinkPlantedAtAFrameNameIsReplacedNotFollowed() throws {
        let dir = try Self.scratchFolder("planted-link")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let victim = dir + "/precious.txt", frames = dir + "/frames"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: frames + "/frame-00000.png", withDestinationPath: victim)
        try FileManager.default.createSymbolicLink(atPath: frames + "/frame-00050.png", withDestinationPath: "../precious.txt")
        let r = try segue(["replay", Self.session, "--headless", "--frames", frames, "--every", "50"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8), "the link's target was written")
        for name in ["frame-00000.png", "frame-00050.png"] {
            let type = try FileManager.default.attributesOfItem(atPath: frames + "/" + name)[.type] as? FileAttributeType
            #expect(type == .typeRegular, "\(name) is still a link")
            #expect(isPNG(atPath: frames + "/" + name, 1024, 768))
        }
    }

    /// `--out` through the user's own link writes a new file where the link points; the link stays.
    @Test func aUsersLinkAtTheOutputKeepsPointingAtTheNewFile() throws {
        let dir = try Self.scratchFolder("user-link")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: false)
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/shots/latest.png"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/latest.png", withDestinationPath: "shots/latest.png")
        try FileManager.default.createSymbolicLink(atPath: dir + "/next.png", withDestinationPath: "shots/next.png")
        for name in ["latest", "next"] {
            let r = try segue(["snapshot", "--size", "64x48", "--out", dir + "/\(name).png"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/\(name).png") == "shots/\(name).png")
            #expect(isPNG(atPath: dir + "/shots/\(name).png", 64, 48))
        }
        #expect(names(in: dir + "/shots") == ["latest.png", "next.png"])
    }

    @Test func framesOfAnEarlierLongerRunAreRemovedAndNothingElse() throws {
        let dir = try Self.scratchFolder("stale")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Every 50th of the session's frames is written; an earlier run's others go.
        let count = try String(contentsOfFile: Self.session, encoding: .utf8).components(separatedBy: "\"type\":\"frame\"").count - 1
        let written = stride(from: 0, to: count, by: 50).map { String(format: "frame-%05d.png", $0) }
        let stale = ["frame-00001.png", String(format: "frame-%05d.png", count + 1), "frame-99999.png", "frame-123456.png"]
        let others = ["frame-1.png", "frame-00007.png.bak", "notes.txt", "frame-00200.PNG"]
        for name in stale + others { try Data("earlier".utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        try FileManager.default.createDirectory(atPath: dir + "/frame-00300.png", withIntermediateDirectories: false)
        let r = try segue(["replay", Self.session, "--headless", "--frames", dir, "--every", "50"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(names(in: dir) == (written + others + ["frame-00300.png"]).sorted())
        for name in written { #expect(isPNG(atPath: dir + "/" + name, 1024, 768), "\(name)") }
        for name in others { #expect(FileManager.default.contents(atPath: dir + "/" + name) == Data("earlier".utf8), "\(name)") }
    }

    @Test func outDashWritesOnlyThePNGToStandardOutput() throws {
        let r = try segueBytes(["snapshot", "--scene", "gallery", "--size", "320x240", "--scale", "2", "--out", "-"])
        #expect(r.status == 0, "\(r.stderr)")
        let size = try #require(pngSize(r.stdout), "stdout is not one complete PNG (\(r.stdout.count) bytes)")
        #expect(size.width == 640 && size.height == 480)
    }

    @Test func anOutputNameWithTheWrongExtensionIsAUsageError() throws {
        let dir = try Self.scratchFolder("extension")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let jpg = try segue(["snapshot", "--out", dir + "/x.jpg"])
        #expect(jpg.status == 2 && jpg.stderr.contains("'.jpg'"), "\(jpg.stderr)")
        let bare = try segue(["snapshot", "--out", dir + "/x"])
        #expect(bare.status == 2 && bare.stderr.contains("no extension"), "\(bare.stderr)")
        let plot = try segue(["replay", Self.session, "--headless", "--no-render", "--plot", dir + "/x.png"])
        #expect(plot.status == 2 && plot.stderr.contains("'.png'") && plot.stderr.contains("--plot"), "\(plot.stderr)")
        #expect(names(in: dir).isEmpty)
        // The case of the extension does not matter.
        let upper = try segue(["snapshot", "--size", "64x48", "--out", dir + "/X.PNG"])
        #expect(upper.status == 0, "\(upper.stderr)")
        #expect(isPNG(atPath: dir + "/X.PNG", 64, 48))
    }
}
