import Compositor
import Geometry
import SDLPlatform
import Views

/// The bar over a side-by-side video naming each run: one label per run, left-aligned over
/// its part of the frame (truncated with an ellipsis when too long), drawn once with Segue's
/// own views and compositor, and copied over every frame.
@MainActor
@_spi(Testing) public enum RunLabelBar {
    /// The bar's height over frames `height` pixels tall that the video scales by `scale`:
    /// in the video, 4.5% of the frames' height, from 24 px (legible) to 64 px (not heavy),
    /// and never more than a quarter of the frames.
    public static func height(forFrameHeight height: Int, scale: Double = 1) -> Int {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let shown = min(64, max(24, Double(height) * scale * 0.045))
        return max(1, min(height / 4, Int((shown / scale).rounded())))
    }

    /// The bar `height` pixels tall over parts `widths` wide, named `labels`.
    static func render(labels: [String], widths: [Int], height: Int, fonts: FontLibrary) throws(StartupError) -> RGBAImage {
        let total = widths.reduce(0, +)
        let size = Size(width: Double(total), height: Double(height))
        let canvas: HeadlessCanvas
        do {
            canvas = try HeadlessCanvas(size: size, scale: 1, fonts: fonts)
        } catch {
            throw .platform(error)
        }
        defer { canvas.close() }
        let window = Window(size: size, textMeasurer: fonts)
        window.backgroundColor = Theme.ink
        let inset = Double(height) * 0.4
        var x = 0.0
        for (index, (label, width)) in zip(labels, widths).enumerated() {
            if index > 0 {
                let divider = View(frame: Rect(x: x - 1, y: 0, width: 2, height: Double(height)))
                divider.backgroundColor = Theme.secondaryInk
                window.addSubview(divider)
            }
            let text = Label(text: label, font: .bold(Double(height) * 0.5), color: Theme.card, alignment: .left,
                             frame: Rect(x: x + inset, y: 0, width: max(1, Double(width) - 2 * inset), height: Double(height)))
            window.addSubview(text)
            x += Double(width)
        }
        window.layoutIfNeeded()
        let compositor = Compositor()
        compositor.clearColor = Theme.ink
        compositor.render(window.layer, on: canvas.renderer, scale: 1)
        defer { compositor.releaseResources(on: canvas.renderer) }
        guard let image = canvas.snapshot() else { throw .platform(.sdl(SDLError("could not read the label bar back"))) }
        return image
    }
}
