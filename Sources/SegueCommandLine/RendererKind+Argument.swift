import ArgumentParser
import SDLPlatform

extension RendererKind: ExpressibleByArgument {}
