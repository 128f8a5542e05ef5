extension Rect {
    /// Appends to `pieces` the parts of this rectangle outside `hole`: at most four rectangles
    /// that do not overlap (the band above the hole, the band below, then the parts left and
    /// right of it), or this rectangle whole when they do not meet.
    public func subtracting(_ hole: Rect, into pieces: inout [Rect]) {
        let cut = intersection(hole)
        guard !isEmpty else { return }
        guard !cut.isEmpty else {
            pieces.append(self)
            return
        }
        if cut.minY > minY { pieces.append(Rect(x: minX, y: minY, width: width, height: cut.minY - minY)) }
        if cut.maxY < maxY { pieces.append(Rect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY)) }
        if cut.minX > minX { pieces.append(Rect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height)) }
        if cut.maxX < maxX { pieces.append(Rect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height)) }
    }
}
