import Geometry
import Motion
import Navigation
import Views
import Compositor

/// The tuning inspector (key T): beside the scene, the parameters of the scene on screen
/// and of the default navigation, each with an editor for its kind (a slider and a field,
/// a curve editor, a spring's step response). A change goes to `onChange`, which makes it a
/// recorded parameter event; it holds from the next transition. Reset sets the shown
/// parameters back to their defaults; Save hands the spec to `onSave` (the live app writes
/// the file; a replay writes nothing).
@MainActor
public final class InspectorPanel: View {
    public static let width = 360.0
    private let heading = Label(text: "Tuning", font: .bold(17), color: Theme.ink)
    private let hint = Label(text: "", font: .system(12), color: Theme.secondaryInk)
    private let scroll = ScrollView()
    private let divider = View()
    /// Lines between the header, the list and the footer (the list scrolls under them).
    private let rules = [View(), View()]
    private let resetButton = Button(title: "Reset", color: Color(hex: 0xE5E5EA), titleColor: Theme.ink, font: .system(14))
    private let saveButton = Button(title: "Save", font: .bold(14))
    private let status = Label(text: "", font: .system(12), color: Theme.secondaryInk)
    let physics = PhysicsChoiceView()
    @_spi(Testing) public private(set) var rows: [ParameterRow] = []
    private var sectionTitles: [(Label, Int)] = []
    private var focused: NumberField?
    private var spec = TransitionSpec()
    public private(set) var sceneID: String?
    /// The hosted app's scenes: the titles of their sections and their notes.
    private let scenes: [SceneInfo]
    /// A change asked for in the panel.
    public var onChange: ((SpecAssignment) -> Void)?
    /// Writes the spec; returns what to say ("Saved to segue-spec.json"). Nil: saving is
    /// not possible here (a replay).
    public var onSave: ((TransitionSpec) -> String)?

    public init(scenes: [SceneInfo], frame: Rect = .zero) {
        self.scenes = scenes
        super.init(frame: frame)
        backgroundColor = .white
        divider.backgroundColor = Theme.separator
        hint.numberOfLines = 2
        status.numberOfLines = 2
        divider.isUserInteractionEnabled = false
        for r in rules {
            r.backgroundColor = Theme.separator
            r.isUserInteractionEnabled = false
        }
        heading.isUserInteractionEnabled = false
        hint.isUserInteractionEnabled = false
        status.isUserInteractionEnabled = false
        scroll.clipsToBounds = true
        resetButton.cornerRadius = 8
        saveButton.cornerRadius = 8
        resetButton.action = { [unowned self] in self.resetShown() }
        saveButton.action = { [unowned self] in self.save() }
        physics.onChoose = { [unowned self] preset in self.choose(preset) }
        for v in [divider, heading, hint, scroll, physics, resetButton, saveButton, status] + rules as [View] { addSubview(v) }
    }

    /// The parameters the panel shows for a scene: its own, then the default navigation's.
    public static func sections(for sceneID: String, in catalogue: SpecCatalogue, scenes: [SceneInfo]) -> [(title: String, parameters: [SpecParameter])] {
        var out: [(String, [SpecParameter])] = []
        let own = catalogue.parameters(prefix: sceneID + ".")
        if !own.isEmpty { out.append((scenes.first { $0.id == sceneID }?.title ?? sceneID, own)) }
        out.append(("Navigation (every scene)", catalogue.parameters(prefix: "navigation.")))
        out.append(("Scrolling (every scroll view)", catalogue.parameters(prefix: "scroll.")))
        return out
    }

    /// Shows the parameters of `sceneID` at the values of `spec` (rows are made again when
    /// the scene changes).
    public func show(sceneID: String, spec: TransitionSpec) {
        self.spec = spec
        if sceneID != self.sceneID { rebuild(sceneID, catalogue: spec.catalogue) }
        for row in rows { row.show(spec[row.parameter]) }
        physics.show(spec)
    }

    private func rebuild(_ id: String, catalogue: SpecCatalogue) {
        sceneID = id
        focused = nil
        for r in rows { r.removeFromSuperview() }
        for (l, _) in sectionTitles { l.removeFromSuperview() }
        rows = []
        sectionTitles = []
        let scene = scenes.first { $0.id == id }
        heading.text = "Tuning · " + (scene?.title ?? id)
        hint.text = scene?.tuningNote ?? "Changes hold from the next transition. Recorded with the session."
        for section in Self.sections(for: id, in: catalogue, scenes: scenes) {
            let label = Label(text: section.title.uppercased(), font: .bold(11), color: Theme.secondaryInk)
            label.isUserInteractionEnabled = false
            sectionTitles.append((label, rows.count))
            scroll.addSubview(label)
            for p in section.parameters {
                let row: ParameterRow
                switch p.kind {
                case .number: row = NumberParameterRow(parameter: p)
                case .curve: row = CurveParameterRow(parameter: p)
                case .spring: row = SpringParameterRow(parameter: p)
                }
                row.onChange = { [unowned self] v in
                    self.status.text = ""
                    self.onChange?(SpecAssignment(p.name, v))
                }
                row.onFocus = { [unowned self] f in self.focus(f) }
                row.onRefused = { [unowned self] why in self.status.text = why }
                if let n = row as? NumberParameterRow { n.numberField.onFocus = { [unowned self] f in self.focus(f) } }
                rows.append(row)
                scroll.addSubview(row)
            }
        }
        scroll.setContentOffset(.zero)
        setNeedsLayout()
    }

    private func focus(_ field: NumberField) {
        if focused !== field { focused?.endEditing() }
        focused = field
        field.beginEditing()
    }

    /// A key for the field being edited; false when no field takes it.
    public func handleKey(_ key: String) -> Bool {
        guard let field = focused, field.isEditing else { return false }
        let used = field.handleKey(key)
        if !field.isEditing { focused = nil }
        return used
    }

    /// Whether a field takes the keys now.
    public var isEditingField: Bool { focused?.isEditing == true }

    private func resetShown() {
        for row in rows where spec[row.parameter] != row.parameter.defaultValue {
            onChange?(SpecAssignment(row.parameter.name, row.parameter.defaultValue))
        }
        status.text = "Reset to the defaults."
    }

    /// Sets every parameter of a platform's physics preset (`--physics` does the same).
    private func choose(_ preset: PhysicsPreset) {
        for entry in preset.entries where spec[entry.parameter] != entry.value {
            onChange?(SpecAssignment(entry.parameter.name, entry.value))
        }
        status.text = "Physics: \(preset.title)."
    }

    private func save() {
        guard let onSave else {
            status.text = "Not saved here: a replay writes no files."
            return
        }
        status.text = onSave(spec)
    }

    /// What the status line says (the last Save's or Reset's outcome).
    public var statusText: String { status.text }

    public override func layoutSubviews() {
        let b = bounds, pad = 16.0, w = b.width - 2 * pad
        divider.frame = Rect(x: 0, y: 0, width: 1, height: b.height)
        heading.frame = Rect(x: pad, y: 12, width: w, height: 24)
        hint.frame = Rect(x: pad, y: 38, width: w, height: 32)
        let footer = 128.0
        scroll.frame = Rect(x: 1, y: 74, width: b.width - 1, height: max(0, b.height - 74 - footer))
        var y = 8.0
        var titles = sectionTitles[...]
        for (i, row) in rows.enumerated() {
            while let (label, index) = titles.first, index == i {
                y += i == 0 ? 0 : 10
                label.frame = Rect(x: pad - 1, y: y, width: w, height: 16)
                y += 22
                titles = titles.dropFirst()
            }
            let h = row.height(forWidth: w)
            row.frame = Rect(x: pad - 1, y: y, width: w, height: h)
            y += h + 12
        }
        scroll.contentHeight = y
        rules[0].frame = Rect(x: 1, y: scroll.frame.minY, width: b.width - 1, height: 1)
        rules[1].frame = Rect(x: 1, y: scroll.frame.maxY, width: b.width - 1, height: 1)
        physics.frame = Rect(x: pad, y: b.height - footer + 10, width: w, height: 28)
        let fy = b.height - footer + 48
        resetButton.frame = Rect(x: pad, y: fy, width: 90, height: 32)
        saveButton.frame = Rect(x: pad + 100, y: fy, width: 90, height: 32)
        status.frame = Rect(x: pad, y: fy + 38, width: w, height: 34)
    }
}
