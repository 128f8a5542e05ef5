import Foundation
import Geometry

/// One entry of the Contacts demo: a name, how to reach them, and their avatar's colour.
public struct Contact: Sendable, Equatable {
    public let name: String
    public let phone: String
    public let email: String
    public let color: Color

    public init(name: String, phone: String, email: String, color: Color) {
        self.name = name
        self.phone = phone
        self.email = email
        self.color = color
    }

    /// Up to two initials: the first letters of the first and last words of the name.
    public var initials: String {
        let words = name.split(separator: " ")
        let letters = [words.first?.first, words.count > 1 ? words.last?.first : nil].compactMap { $0 }
        return String(letters).uppercased()
    }

    /// Parses the tab-separated contacts file: name, phone, e-mail and a hex colour per line;
    /// blank lines and lines starting with # are skipped. Errors name the line.
    public static func parseList(_ text: String) throws(AssetError) -> [Contact] {
        var contacts: [Contact] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 4, !fields[0].isEmpty else {
                throw AssetError("line \(i + 1): expected 4 tab-separated fields (name, phone, e-mail, colour), found \(fields.count)")
            }
            guard fields[3].count == 6, let hex = UInt32(fields[3], radix: 16) else {
                throw AssetError("line \(i + 1): '\(fields[3])' is not a colour (six hex digits)")
            }
            contacts.append(Contact(name: fields[0], phone: fields[1], email: fields[2], color: Color(hex: hex)))
        }
        return contacts
    }
}
