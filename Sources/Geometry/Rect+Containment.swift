extension Rect {
    /// This rectangle moved the least it takes to lie inside `outer`, first scaled down
    /// about its centre (keeping its aspect) when it is larger than `outer`.
    public func kept(inside outer: Rect) -> Rect {
        let scale = Swift.min(1, outer.width / Swift.max(width, 1e-9), outer.height / Swift.max(height, 1e-9))
        let w = width * scale, h = height * scale
        let x = Swift.min(Swift.max(midX - w / 2, outer.minX), outer.maxX - w)
        let y = Swift.min(Swift.max(midY - h / 2, outer.minY), outer.maxY - h)
        return Rect(x: x, y: y, width: w, height: h)
    }
}
