import Compositor
import Foundation
import Geometry
import Motion
import Gestures
import Views

/// Both animation tools side by side, each playable, pausable, reversible and scrubbable:
/// a layer animation under a container whose speed and time offset drive it (the
/// chapter-21 technique), and a property animator. The two cards share the window and are
/// never shorter than their controls need: below that the page scrolls.
@MainActor
public final class MotionPage: ScrollView, FrameObserver {
    private let clock: Clock
    private let layerCard = GalleryCard(caption: "Layer animation: container speed and time offset") { _ in }
    private let animatorCard = GalleryCard(caption: "Property animator: pause, scrub, reverse") { _ in }

    // Layer animation row.
    private let stage = View()
    /// Scales the 100-point logo to the stage; the animation inside is size-independent.
    private let logoHolder = View()
    private let logo: ShapeView
    private let layerSlider = Slider()
    private let layerStatus = Label(text: "", font: .system(14), color: Theme.secondaryInk)
    private let layerDuration: Double
    private let layerCurve: TimingCurve
    private let tintCurve: TimingCurve
    private let animatorDuration: Double
    private let animatorCurve: TimingCurve

    // Property animator row.
    private let track = View()
    private let puck = View()
    private let animatorSlider = Slider()
    private let animatorStatus = Label(text: "", font: .system(14), color: Theme.secondaryInk)
    private var animator: PropertyAnimator?
    private var buttons: [Button] = []

    /// Its timing is read from `spec` (`MotionParameters`) when it is made.
    public init(logo path: Path, clock: Clock, spec: TransitionSpec = TransitionSpec()) {
        self.clock = clock
        layerDuration = spec.number(MotionParameters.layerDuration)
        layerCurve = spec.curve(MotionParameters.layerCurve)
        tintCurve = spec.curve(MotionParameters.tintCurve)
        animatorDuration = spec.number(MotionParameters.animatorDuration)
        animatorCurve = spec.curve(MotionParameters.animatorCurve)
        logo = ShapeView(path: path, fillColor: Theme.tint)
        super.init()
        backgroundColor = Theme.background
        addSubview(layerCard)
        addSubview(animatorCard)
        layerCard.arrange = { [unowned self] content in self.arrangeLayerCard(content) }
        animatorCard.arrange = { [unowned self] content in self.arrangeAnimatorCard(content) }
        for card in [layerCard, animatorCard] { card.contentHeightNeeded = { MotionPage.stageMinimum + MotionPage.controlsHeight(width: $0) + 30 } }

        stage.clipsToBounds = true
        stage.backgroundColor = Color(hex: 0xEEF2FF)
        stage.cornerRadius = 12
        logoHolder.isUserInteractionEnabled = false
        logoHolder.addSubview(logo)
        logo.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        stage.addSubview(logoHolder)
        installLayerAnimation()
        // Dragging across the stage scrubs the layer animation; letting go continues it in
        // the direction of the flick.
        let scrub = PanGestureRecognizer(name: "stage pan")
        scrub.addTarget { [unowned self] r in self.stagePanned(r as! PanGestureRecognizer) }
        stage.addGestureRecognizer(scrub)
        layerCard.content.addSubview(stage)
        for b in [makeButton("Play") { [unowned self] in self.playLayer() }, makeButton("Pause") { [unowned self] in self.pauseLayer() },
            makeButton("Reverse") { [unowned self] in self.reverseLayer() }] { layerCard.content.addSubview(b) }
        layerSlider.onChange = { [unowned self] v in self.scrubLayer(to: v) }
        layerCard.content.addSubview(layerSlider)
        layerCard.content.addSubview(layerStatus)

        track.backgroundColor = Color(hex: 0xEEF2FF)
        track.cornerRadius = 12
        puck.backgroundColor = Color(hex: 0xF59E0B)
        puck.cornerRadius = 8
        track.addSubview(puck)
        animatorCard.content.addSubview(track)
        for b in [makeButton("Play") { [unowned self] in self.playAnimator() }, makeButton("Pause") { [unowned self] in self.animator?.pauseAnimation() },
            makeButton("Reverse") { [unowned self] in self.reverseAnimator() }] { animatorCard.content.addSubview(b) }
        animatorSlider.onChange = { [unowned self] v in self.scrubAnimator(to: v) }
        animatorCard.content.addSubview(animatorSlider)
        animatorCard.content.addSubview(animatorStatus)
    }

    private func makeButton(_ title: String, _ action: @escaping () -> Void) -> Button {
        let b = Button(title: title, font: .bold(15), action: action)
        buttons.append(b)
        return b
    }

    // MARK: Layout

    public override func layoutSubviews() {
        let margin = 16.0, top = margin
        let width = max(0, bounds.width - 2 * margin)
        let share = (bounds.height - top - 2 * margin) / 2
        let h = max(0, share, layerCard.heightNeeded(width: width), animatorCard.heightNeeded(width: width))
        layerCard.frame = Rect(x: margin, y: top, width: width, height: h)
        animatorCard.frame = Rect(x: margin, y: top + h + margin, width: width, height: h)
        contentHeight = top + 2 * (h + margin)
    }

    /// The stage's least height.
    static let stageMinimum = 64.0

    /// The slider follows the three buttons on their row while it can be 160 pt long there;
    /// otherwise it takes a row of its own under them.
    static func sliderBesideButtons(width: Double) -> Bool { width - 308 >= 160 }

    static func controlsHeight(width: Double) -> Double { sliderBesideButtons(width: width) ? 44 : 88 }

    private func arrangeLayerCard(_ content: View) {
        layoutCard(content, stage: stage, buttons: Array(buttons[0..<3]), slider: layerSlider, status: layerStatus)
        let side = min(stage.bounds.height * 0.6, 120)
        logoHolder.transform = .identity
        logoHolder.frame = Rect(x: stage.bounds.midX - 50, y: stage.bounds.midY - 50, width: 100, height: 100)
        logoHolder.transform = AffineTransform(scaleX: side / 100, y: side / 100)
    }

    private func arrangeAnimatorCard(_ content: View) {
        layoutCard(content, stage: track, buttons: Array(buttons[3..<6]), slider: animatorSlider, status: animatorStatus)
        let puckSide = min(track.bounds.height - 24, 64)
        // A new size makes the animator anew, keeping its place.
        let fraction = animator?.fractionComplete ?? 0
        animator?.stopAnimation(true)
        puck.frame = Rect(x: 12, y: (track.bounds.height - puckSide) / 2, width: puckSide, height: puckSide)
        puck.alpha = 1
        puck.cornerRadius = 8
        makeAnimator()
        animator?.fractionComplete = fraction
    }

    private func layoutCard(_ content: View, stage: View, buttons: [Button], slider: Slider, status: Label) {
        let b = content.bounds
        let beside = MotionPage.sliderBesideButtons(width: b.width)
        let controlsHeight = MotionPage.controlsHeight(width: b.width)
        stage.frame = Rect(x: 0, y: 0, width: b.width, height: max(0, b.height - controlsHeight - 30))
        let row = b.height - controlsHeight - 24
        let buttonWidth = max(0, min(92, ((b.width - 16) / 3).rounded(.down)))
        var x = 0.0
        for button in buttons {
            button.frame = Rect(x: x, y: row, width: buttonWidth, height: 36)
            x += buttonWidth + 8
        }
        slider.frame = beside ? Rect(x: x + 8, y: row, width: max(0, b.width - x - 8), height: 36) : Rect(x: 0, y: row + 44, width: b.width, height: 36)
        status.frame = Rect(x: 0, y: b.height - 22, width: b.width, height: 20)
    }

    // MARK: Layer animation (a paused container scrubbed by its time offset)

    private var container: Layer { stage.layer }

    /// Added once, while the container is paused at time 0, so container time is animation time.
    private func installLayerAnimation() {
        container.speed = 0
        container.timeOffset = 0
        let spin = BasicAnimation(
            keyPath: .transform, from: .identity, to: AffineTransform(scaleX: 1.6, y: 1.6).rotated(by: 0.9),
            duration: layerDuration, timingCurve: layerCurve)
        spin.fillMode = .both
        spin.isRemovedOnCompletion = false
        logo.layer.add(spin, forKey: "spin")
        let tint = BasicAnimation(keyPath: .backgroundColor, from: Color(hex: 0xEEF2FF), to: Color(hex: 0xFDE68A), duration: layerDuration, timingCurve: tintCurve)
        tint.fillMode = .both
        tint.isRemovedOnCompletion = false
        container.add(tint, forKey: "tint")
    }

    /// The container's local time: where in the animation the layers are.
    private var layerTime: Double { container.convertTime(clock.now, from: nil) }

    private func pauseLayer() {
        let t = layerTime
        container.speed = 0
        container.timeOffset = t
    }

    private func playLayer() { restartLayer(speed: 1) }
    private func reverseLayer() { restartLayer(speed: container.speed < 0 ? 1 : -1) }

    /// Restarts the paused container from where it is, forwards or backwards.
    private func restartLayer(speed: Double) {
        var from = min(layerDuration, max(0, layerTime))
        if speed > 0 && from >= layerDuration { from = 0 }
        if speed < 0 && from <= 0 { from = layerDuration }
        container.speed = 0
        container.beginTime = 0
        container.timeOffset = 0
        // local = (now - beginTime) * speed + timeOffset equals `from` now.
        container.beginTime = clock.now
        container.timeOffset = from
        container.speed = speed
    }

    private var scrubStart = 0.0

    private func stagePanned(_ pan: PanGestureRecognizer) {
        let width = max(1, stage.bounds.width)
        switch pan.state {
        case .began:
            scrubStart = min(layerDuration, max(0, layerTime))
            pauseLayer()
        case .changed:
            let t = scrubStart + pan.translation(in: stage).x / width * layerDuration
            container.timeOffset = min(layerDuration, max(0, t))
        case .ended:
            let v = pan.velocity(in: stage).x
            if abs(v) > 50 { restartLayer(speed: v > 0 ? 1 : -1) }
        default:
            break
        }
    }

    private func scrubLayer(to v: Double) {
        container.speed = 0
        container.timeOffset = v * layerDuration
    }

    // MARK: Property animator

    private func makeAnimator() {
        let end = Point(x: track.bounds.width - 12 - puck.bounds.width / 2, y: puck.center.y)
        let a = PropertyAnimator(duration: animatorDuration, curve: animatorCurve) { [unowned self] in
            self.puck.center = end
            self.puck.alpha = 0.35
            self.puck.cornerRadius = self.puck.bounds.width / 2
        }
        a.pausesOnCompletion = true
        a.pauseAnimation()
        animator = a
    }

    private func playAnimator() {
        guard let a = animator else { return }
        if a.fractionComplete >= 1 && !a.isReversed { a.fractionComplete = 0 }
        if a.fractionComplete <= 0 && a.isReversed { a.isReversed = false }
        a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }

    private func reverseAnimator() {
        guard let a = animator else { return }
        a.isReversed.toggle()
        if !a.isRunning { a.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
    }

    private func scrubAnimator(to v: Double) {
        guard let a = animator else { return }
        a.pauseAnimation()
        a.fractionComplete = v
    }

    // MARK: Following the animations

    public func frameWillRender() {
        let t = min(layerDuration, max(0, layerTime))
        if !layerSlider.isTracking { layerSlider.setValue(t / layerDuration) }
        layerStatus.text = String(format: "t = %.2f s of %.2f s · container speed %g", t, layerDuration, container.speed)
        if let a = animator {
            if !animatorSlider.isTracking { animatorSlider.setValue(a.fractionComplete) }
            animatorStatus.text = String(format: "fraction %.2f · %@%@", a.fractionComplete, a.isRunning ? "running" : "paused", a.isReversed ? " · reversed" : "")
        }
    }
}
