import Foundation
import Compositor
import Geometry
import Views

/// The Gallery's exhibits. Each builds its views once and arranges them for the card's size.
extension GalleryPage {
    static func clippedImageCard(_ art: Image) -> GalleryCard {
        let rounded = ImageView(image: art)
        rounded.contentMode = .scaleAspectFill
        rounded.cornerRadius = 28
        rounded.clipsToBounds = true
        // A rotated clipped view with a subview: drawn offscreen, then through its rounded outline.
        let tilted = View()
        tilted.clipsToBounds = true
        tilted.cornerRadius = 18
        let tiltedImage = ImageView(image: art)
        tiltedImage.contentMode = .scaleAspectFill
        let badge = Label(text: "clipped", font: .bold(14), color: .white, alignment: .center)
        badge.backgroundColor = Color(hex: 0x000000, alpha: 0.45)
        tilted.addSubview(tiltedImage)
        tilted.addSubview(badge)
        return GalleryCard(caption: "Rounded clipping") { content in
            if rounded.superview == nil { content.addSubview(rounded); content.addSubview(tilted) }
            let b = content.bounds
            rounded.frame = Rect(x: 0, y: 0, width: b.width * 0.58, height: b.height)
            let side = min(b.width * 0.36, b.height * 0.7)
            tilted.transform = .identity
            tilted.frame = Rect(x: b.width * 0.62, y: (b.height - side) / 2, width: side, height: side)
            tilted.transform = AffineTransform(rotationAngle: 0.2)
            tiltedImage.frame = Rect(x: 0, y: 0, width: side, height: side)
            badge.frame = Rect(x: 0, y: side - 26, width: side, height: 26)
        }
    }

    static func maskCard(_ art: Image, logo: Path) -> GalleryCard {
        let scales = [0.45, 0.75, 1.1]
        let views: [ImageView] = scales.map { _ in
            let v = ImageView(image: art)
            v.contentMode = .scaleAspectFill
            let mask = ShapeLayer()
            mask.path = logo
            v.layer.mask = mask
            return v
        }
        return GalleryCard(caption: "Logo mask at three scales") { content in
            if views[0].superview == nil { for v in views { content.addSubview(v) } }
            let b = content.bounds
            let unit = min(b.height / 110, b.width / 230)
            var x = 0.0
            for (v, s) in zip(views, scales) {
                let side = 100 * s * unit
                v.frame = Rect(x: x, y: (b.height - side) / 2, width: side, height: side)
                v.layer.mask?.frame = Rect(x: 0, y: 0, width: 100, height: 100)
                v.layer.mask?.anchorPoint = .zero
                v.layer.mask?.position = .zero
                v.layer.mask?.transform = AffineTransform(scaleX: side / 100, y: side / 100)
                x += side + 6 * unit
            }
        }
    }

    static func textCard() -> GalleryCard {
        let left = Label(text: "Left aligned", font: .system(16), color: Theme.ink, alignment: .left)
        let center = Label(text: "Centred, bold", font: .bold(16), color: Theme.tint, alignment: .center)
        let right = Label(text: "Right aligned", font: .system(16), color: Color(hex: 0xC2410C), alignment: .right)
        let para = Label(
            text: "Wrapped text: a transition is a conversation between two screens, and the finger decides how it ends.",
            font: .system(14), color: Theme.secondaryInk)
        para.numberOfLines = 0
        let big = Label(text: "Segue 42", font: .bold(30), color: Theme.ink, alignment: .center)
        let labels = [left, center, right, para, big]
        let weights = [1, 1, 1, 2.4, 1.6]
        /// Each label's own height at a content width (the paragraph's wrapped), with 4 pt of leading.
        func heights(_ width: Double) -> [Double] {
            labels.map { $0.sizeThatFits(Size(width: max(0, width - 8), height: .greatestFiniteMagnitude)).height + 4 }
        }
        let card = GalleryCard(caption: "Text") { content in
            let b = content.bounds
            let own = heights(b.width)
            // Spread over the card in proportion while every line has room there; else
            // stacked at their own heights, the spare height shared out.
            let shares = weights.map { b.height * $0 / weights.reduce(0, +) }
            let spare = max(0, b.height - own.reduce(0, +)) / Double(labels.count)
            var y = 0.0
            for (label, h) in zip(labels, zip(shares, own).allSatisfy { $0 >= $1 } ? shares : own.map { $0 + spare }) {
                label.frame = Rect(x: 4, y: y, width: max(0, b.width - 8), height: h)
                y += h
            }
        }
        for l in labels { card.content.addSubview(l) }
        card.contentHeightNeeded = { width in heights(width).reduce(0, +) }
        return card
    }

    static func opacityCard() -> GalleryCard {
        let colors = [Color(hex: 0xEF4444), Color(hex: 0xF59E0B), Color(hex: 0x10B981), Color(hex: 0x3B82F6)]
        let squares: [View] = colors.enumerated().map { i, c in
            let v = View()
            v.backgroundColor = c
            v.alpha = 1 - Double(i) * 0.25
            v.cornerRadius = 8
            return v
        }
        // Group opacity: two overlapping children fade as one, so they do not show through each other.
        let group = View()
        group.alpha = 0.5
        let g1 = View(), g2 = View()
        g1.backgroundColor = Color(hex: 0x7C3AED)
        g2.backgroundColor = Color(hex: 0x7C3AED)
        g2.cornerRadius = 30
        group.addSubview(g1)
        group.addSubview(g2)
        let caption = Label(text: "1 · 0.75 · 0.5 · 0.25       group 0.5", font: .system(13), color: Theme.secondaryInk)
        return GalleryCard(caption: "Opacity") { content in
            if group.superview == nil {
                for s in squares { content.addSubview(s) }
                content.addSubview(group)
                content.addSubview(caption)
            }
            let b = content.bounds
            let side = max(0, min((b.height - 30) / 2.6, b.width / 3.2))
            for (i, s) in squares.enumerated() {
                s.frame = Rect(x: Double(i) * side * 0.7, y: Double(i % 2) * side * 0.25, width: side, height: side)
            }
            group.frame = Rect(x: b.width / 2 - side * 0.8, y: side * 1.35, width: side * 1.6, height: side * 1.3)
            g1.frame = Rect(x: 0, y: 0, width: side, height: side)
            g2.frame = Rect(x: side * 0.6, y: side * 0.3, width: side, height: side)
            caption.frame = Rect(x: 0, y: b.height - 22, width: b.width, height: 20)
        }
    }

    static func borderCard() -> GalleryCard {
        let specs: [(width: Double, radius: Double, color: Color)] = [
            (1, 0, Theme.ink), (3, 12, Theme.tint), (6, -1, Color(hex: 0x10B981)), (4, -2, Color(hex: 0xEF4444)),
        ]
        let views: [View] = specs.map { s in
            let v = View()
            v.layer.borderWidth = s.width
            v.layer.borderColor = s.color
            v.backgroundColor = s.color.withAlpha(0.08)
            return v
        }
        return GalleryCard(caption: "Borders: 1, 3, 6, 4") { content in
            if views[0].superview == nil { for v in views { content.addSubview(v) } }
            let b = content.bounds
            let side = min(b.height * 0.7, (b.width - 36) / 4)
            for (i, v) in views.enumerated() {
                v.frame = Rect(x: Double(i) * (side + 12), y: (b.height - side) / 2, width: side, height: side)
                let r = specs[i].radius
                v.cornerRadius = r == -1 ? side / 4 : (r == -2 ? side / 2 : r)
            }
        }
    }

    static func shapeCard(logo: Path) -> GalleryCard {
        let mark = ShapeView(path: logo, fillColor: Theme.tint)
        let rotated = View()
        rotated.backgroundColor = Color(hex: 0xF59E0B)
        let scaled = ShapeView(path: .ellipse(in: Rect(x: 0, y: 0, width: 60, height: 60)), fillColor: Color(hex: 0x10B981))
        var star = Path()
        for k in 0..<10 {
            let r = k % 2 == 0 ? 30.0 : 12.0
            let a = Double(k) * Double.pi / 5 - Double.pi / 2
            let p = Point(x: 30 + r * cos(a), y: 30 + r * sin(a))
            if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        let starView = ShapeView(path: star, fillColor: Color(hex: 0xEF4444))
        return GalleryCard(caption: "Shapes and transforms") { content in
            if mark.superview == nil { for v in [mark, rotated, scaled, starView] { content.addSubview(v) } }
            let b = content.bounds
            // In a row: the mark, the square, the ellipse (84 pt wide once scaled) and the
            // star (60 pt), 1.75 marks and 156 pt in all; a card narrower than that shrinks
            // the whole row by `k`.
            let natural = max(0, min(b.height * 0.8, b.width * 0.3))
            let k = natural > 0 ? max(0, min(1, (b.width - 4) / (natural * 1.75 + 156))) : 1
            let side = natural * k
            mark.frame = Rect(x: 0, y: (b.height - side) / 2, width: side, height: side)
            mark.transform = .identity
            mark.shapeLayer.anchorPoint = .zero
            mark.shapeLayer.position = Point(x: 0, y: (b.height - side) / 2)
            mark.shapeLayer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
            mark.transform = AffineTransform(scaleX: side / 100, y: side / 100)
            rotated.transform = .identity
            rotated.frame = Rect(x: side + 16 * k, y: b.height / 2 - side * 0.25, width: side * 0.5, height: side * 0.5)
            rotated.transform = AffineTransform(rotationAngle: Double.pi / 6)
            scaled.transform = .identity
            let ellipseLeft = side * 1.75 + 4 * k
            scaled.frame = Rect(x: ellipseLeft + 42 * k - 30, y: b.height / 2 - 30, width: 60, height: 60)
            scaled.transform = AffineTransform(scaleX: 1.4 * k, y: 0.7 * k)
            // The star where it was, or clear of the ellipse when that is further right.
            let starLeft = max(ellipseLeft + 92 * k, min(b.width - 64, side * 2.4 + 30))
            starView.transform = .identity
            starView.frame = Rect(x: starLeft + 30 * k - 30, y: b.height / 2 - 30, width: 60, height: 60)
            starView.transform = AffineTransform(scaleX: k, y: k)
        }
    }
}
