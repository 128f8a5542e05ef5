import Motion
extension InspectorPanel {
    /// The row of a parameter, if the panel shows it.
    @_spi(Testing) public func row(_ name: String) -> ParameterRow? { rows.first { $0.parameter.name == name } }
}
