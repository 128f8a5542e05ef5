import Postcards
import SegueCommandLine

// The whole of the app's executable: Segue's command line over Postcards.
SegueMain.run(app: PostcardsApp())
