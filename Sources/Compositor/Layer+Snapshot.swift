/// A still copy of a layer tree as it shows (UIKit's `snapshotView(afterScreenUpdates:)`).
extension Layer {
    /// A copy of this layer and everything below it as presented now: geometry, appearance,
    /// contents, clipping and masks, with no animations. What a transition flies in place
    /// of a view while the original is hidden.
    public func snapshot() -> Layer {
        let copy = blankCopy()
        let shown = presentation
        copy.bounds = shown.bounds
        copy.position = shown.position
        copy.transform = shown.transform
        copy.opacity = shown.opacity
        copy.cornerRadius = shown.cornerRadius
        copy.backgroundColor = shown.backgroundColor
        copy.dimming = shown.dimming
        copy.anchorPoint = anchorPoint
        copy.isHidden = isHidden
        copy.masksToBounds = masksToBounds
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.contents = contents
        copy.contentsGravity = contentsGravity
        copy.allowsGroupOpacity = allowsGroupOpacity
        copy.name = name.map { $0 + " (snapshot)" }
        copy.mask = mask?.snapshot()
        for sub in sublayers { copy.addSublayer(sub.snapshot()) }
        return copy
    }
}

extension Layer {
    /// Shows `values` (and `hidden`) as this frame's presentation, leaving the model and the
    /// animations alone: the next tick writes the animated properties again. For showing a
    /// recorded frame (`PresentationSnapshot`) while the engine is frozen.
    public func showPresentation(_ values: LayerValues, hidden: Bool) {
        if isHidden != hidden { isHidden = hidden }
        guard presentation != values else { return }
        presentation = values
        setNeedsComposite()
    }
}
