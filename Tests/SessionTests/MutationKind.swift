/// The ways the fuzz damages a session file.
enum MutationKind: String, CaseIterable, Sendable {
    case byteFlip, truncation, swappedLines, duplicatedLine, deletedLine, junkLine, extremeNumber, hugeString
}
