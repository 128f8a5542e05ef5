import CSDL2

/// A failure reported by SDL, SDL_ttf or SDL_image, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    public let message: String

    public init(_ what: String) {
        let detail = String(cString: SDL_GetError())
        message = detail.isEmpty ? what : "\(what): \(detail)"
    }

    public init(message: String) { self.message = message }

    public var description: String { message }
}
