import Compositor

/// The compositor's `Font`, named apart from X11's `Font`, which SDL's window-manager header brings in.
typealias FontRequest = Font
