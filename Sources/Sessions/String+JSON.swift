extension String {
    /// The string as a JSON string literal, quotes and escapes included.
    public var jsonQuoted: String { quote(self) }
}
