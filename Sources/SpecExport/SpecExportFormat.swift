/// What `segue spec --export` writes the spec as: a Swift file for SwiftUI or for UIKit, or a
/// CSS style sheet.
public enum SpecExportFormat: String, CaseIterable, Sendable {
    case swiftui
    case uikit
    case css
}
