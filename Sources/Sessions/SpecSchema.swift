import Motion

/// The JSON Schema of a spec file, generated from the catalogue (`segue spec --schema`;
/// docs/transition-spec.schema.json is this text, and a test holds them equal).
public enum SpecSchema {
    public static func json(_ catalogue: SpecCatalogue) -> String {
        let curveNames = CubicBezier.named.map { quote($0.name) }.joined(separator: ", ")
        var lines = [
            "{",
            "  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",",
            "  \"title\": \"Segue transition spec\",",
            "  \"description\": \"Overrides of Segue's transition parameters (segue --spec FILE). Each key is a parameter; leave one out to keep its default.\",",
            "  \"type\": \"object\",",
            "  \"additionalProperties\": false,",
            "  \"$defs\": {",
            "    \"curve\": {",
            "      \"description\": \"A cubic Bezier timing curve: [x1, y1, x2, y2] or a named curve.\",",
            "      \"oneOf\": [",
            "        {\"type\": \"array\", \"prefixItems\": [{\"type\": \"number\", \"minimum\": 0, \"maximum\": 1}, "
                + "{\"type\": \"number\", \"minimum\": \(num(SpecParameter.curveYRange.lowerBound)), \"maximum\": \(num(SpecParameter.curveYRange.upperBound))}, "
                + "{\"type\": \"number\", \"minimum\": 0, \"maximum\": 1}, "
                + "{\"type\": \"number\", \"minimum\": \(num(SpecParameter.curveYRange.lowerBound)), \"maximum\": \(num(SpecParameter.curveYRange.upperBound))}], "
                + "\"items\": false, \"minItems\": 4},",
            "        {\"enum\": [\(curveNames)]}",
            "      ]",
            "    },",
            "    \"spring\": {",
            "      \"description\": \"A spring that settles in duration seconds at dampingRatio (1: no bounce).\",",
            "      \"type\": \"object\", \"additionalProperties\": false, \"required\": [\"duration\", \"dampingRatio\"],",
            "      \"properties\": {",
            "        \"duration\": {\"type\": \"number\", \"minimum\": \(num(SpringSpec.durationRange.lowerBound)), \"maximum\": \(num(SpringSpec.durationRange.upperBound))},",
            "        \"dampingRatio\": {\"type\": \"number\", \"minimum\": \(num(SpringSpec.dampingRatioRange.lowerBound)), \"maximum\": \(num(SpringSpec.dampingRatioRange.upperBound))}",
            "      }",
            "    }",
            "  },",
            "  \"properties\": {",
            "    \"$schema\": {\"type\": \"string\"},",
        ]
        let properties = catalogue.parameters.map { p -> String in
            let doc = quote(p.summary)
            switch p.kind {
            case .number(let unit, let range):
                return "    \(quote(p.name)): {\"description\": \(doc), \"type\": \"number\", \"minimum\": \(num(range.lowerBound)), "
                    + "\"maximum\": \(num(range.upperBound)), \"default\": \(SpecJSON.json(p.defaultValue)), \"x-unit\": \(quote(unit.rawValue))}"
            case .curve:
                return "    \(quote(p.name)): {\"description\": \(doc), \"$ref\": \"#/$defs/curve\", \"default\": \(SpecJSON.json(p.defaultValue))}"
            case .spring:
                return "    \(quote(p.name)): {\"description\": \(doc), \"$ref\": \"#/$defs/spring\", \"default\": \(SpecJSON.json(p.defaultValue))}"
            }
        }
        lines.append(properties.joined(separator: ",\n"))
        lines += ["  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
