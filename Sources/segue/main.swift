import Scenes
import SegueCommandLine

// Segue's demos on the host, with the bench beside the host's commands.
SegueMain.run(app: DemoApp(), extraCommands: [BenchCommand.self])
