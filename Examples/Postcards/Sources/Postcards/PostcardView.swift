import Geometry
import Views

/// A postcard's page: the card in its colour, the place in large type and the message under it.
@MainActor
final class PostcardView: View {
    private let card = View()
    private let place: Label
    private let message: Label

    init(postcard: Postcard) {
        place = Label(text: postcard.place, font: .bold(34), color: .white)
        message = Label(text: postcard.message, font: .system(19), color: .white)
        message.numberOfLines = 0
        super.init()
        backgroundColor = Theme.background
        card.backgroundColor = postcard.colour
        card.cornerRadius = 18
        addSubview(card)
        card.addSubview(place)
        card.addSubview(message)
    }

    override func layoutSubviews() {
        let inset = 24.0, top = inset
        card.frame = Rect(x: inset, y: top, width: max(0, bounds.width - 2 * inset), height: max(0, bounds.height - top - inset))
        let width = max(0, card.bounds.width - 2 * inset)
        place.frame = Rect(x: inset, y: inset, width: width, height: 44)
        message.frame = Rect(x: inset, y: inset + 56, width: width, height: message.sizeThatFits(Size(width: width, height: .infinity)).height)
    }
}
