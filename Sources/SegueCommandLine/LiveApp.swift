import Foundation
import Geometry
import Motion
import Outputs
import Runtime
import SDLPlatform
import Host
import Sessions

/// `segue [run]`: starts the live window (checks, the stage, the recording) and runs it.
@MainActor
enum LiveApp {
    nonisolated static var keysHelp: String { """
        In the window: click and drag; Escape or Backspace goes back; \(HostedApp.app.keysHelp.map { $0 + "; " } ?? "")T shows the tuning inspector; R reduces motion; S slows animations 10x; F freezes the engine (drag its strip or Left/Right to scrub, click a layer or Up/Down to inspect it, hold Shift for onion skin; F or Escape resumes); D shows the debug overlay (its button freezes as F does); Q quits.
        Q, closing the window (or it being destroyed from outside), Ctrl-C (SIGINT), SIGTERM (SIGHUP as SIGTERM) and SIGQUIT end a recording with its end line.
        Exit codes: 0 quit; 1 the recording could not be written to its end; 2 an option is invalid or the window or recording could not be started; 130, 143, 131 ended by SIGINT, SIGTERM, SIGQUIT.
        Scenes: \(HostedApp.app.sceneIDs.joined(separator: ", ")).
        """ }

    struct Options {
        var scene: String
        var size: Size
        var renderer: RendererKind
        var font: String?
        var reportStartup: Bool
        var logGestures: Bool
        var latencyProbe: Bool
        var record: String?
        var force: Bool
        /// Parameters other than the defaults, and the spec file the inspector saves to.
        var spec: [SpecAssignment]
        var specFiles: [String]
        var specSettings: [String]
        var reduceMotion: Bool
    }

    /// Runs until quit; returns the process exit code.
    static func run(_ options: Options) -> Int32 {
        // Everything that can fail is checked before the window shows and before the
        // recording's file is changed: a failed start leaves an earlier recording whole.
        var target: RecordingTarget?
        if let path = options.record {
            do {
                target = try RecordingTarget(path: path, force: options.force)
            } catch {
                FileHandleStderr.error("\(error)")
                return 2
            }
        }
        let clock = MonotonicClock()
        guard let (resources, stage) = startStage(options, clock: clock) else { return 2 }
        defer { resources.close() }
        let writer: SessionWriter?
        do {
            writer = try target?.open()
        } catch {
            FileHandleStderr.error("\(error)")
            stage.close()
            return 2
        }
        guard let appWindow = stage.appWindow else { return 2 }
        if let reason = appWindow.fallbackReason { FileHandleStderr.write("segue: warning: \(reason)\n") }
        appWindow.show()
        let recorder = SessionRecorder(writer: writer, header: SessionHeader(
            appVersion: Segue.version, scene: options.scene, windowSize: appWindow.pointSize, pixelScale: appWindow.pixelScale, slowAnimations: false,
            spec: stage.driver.spec))
        // The inspector's Save: the one --spec file it was started with, else a new file here.
        let saver = SpecSaver(files: options.specFiles, settings: options.specSettings, folder: FileManager.default.currentDirectoryPath)
        stage.driver.shell.onSaveSpec = { spec in saver.save(spec) }
        let loop = LiveLoop(stage: stage, clock: clock, recorder: recorder, options: options)
        return runUntilStopped(loop, stage: stage, recorder: recorder)
    }

    /// The resources and the stage in a hidden window, with the options' spec; nil (having
    /// said why) when either cannot be made.
    private static func startStage(_ options: Options, clock: MonotonicClock) -> (Resources, Stage)? {
        do {
            let resources = try Resources(app: HostedApp.app, font: options.font)
            var spec = TransitionSpec(catalogue: resources.app.catalogue)
            try? spec.apply(options.spec)  // checked when the options were read
            spec.reducesMotion = options.reduceMotion
            let stage = try Stage(resources: resources, scene: options.scene, size: options.size, output: .window(options.renderer, hidden: true, keepsSize: false),
                startTime: clock.now, spec: spec)
            return (resources, stage)
        } catch {
            FileHandleStderr.error(error.description)
            return nil
        }
    }

    /// Runs the loop until it quits or a signal stops it, ends the recording and closes the
    /// stage; returns the exit code.
    private static func runUntilStopped(_ loop: LiveLoop, stage: Stage, recorder: SessionRecorder) -> Int32 {
        // Ctrl-C, SIGTERM (and SIGHUP) and SIGQUIT stop the loop at its next frame, so the
        // recording gets its end line; the exit code then says which (130, 143, 131).
        StopSignal.catchSignals()
        // The X connection killed from outside (xkill): nothing more can be drawn, but the
        // recording is ended as for a close.
        XDisplayWatch.connectionLost = { [driver = stage.driver] in
            MainActor.assumeIsolated {
                recorder.finish(driver)
                loop.reportRecordingFailure()
                exit(StopSignal.exitCode ?? (recorder.failure == nil ? 0 : 1))
            }
        }
        loop.run()
        recorder.finish(stage.driver)
        XDisplayWatch.connectionLost = nil
        stage.close()
        if recorder.failure != nil { loop.reportRecordingFailure() }
        return StopSignal.exitCode ?? (recorder.failure == nil ? 0 : 1)
    }
}
