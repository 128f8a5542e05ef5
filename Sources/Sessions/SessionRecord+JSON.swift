import Foundation
import Geometry
import Gestures
import Motion

/// Writing records as JSON lines. Numbers use Swift's shortest round-trip form, so a replay
/// reads back exactly the doubles the live run used; keys come in a fixed order.
extension SessionRecord {
    public var jsonLine: String {
        switch self {
        case .header(let h):
            return "{\"type\":\"header\",\"format\":\"\(SessionHeader.format)\",\"version\":\(SessionHeader.version),\"app\":\(quote(h.appVersion)),"
                + "\"scene\":\(quote(h.scene)),\"window\":[\(num(h.windowSize.width)),\(num(h.windowSize.height))],\"scale\":\(num(h.pixelScale)),"
                + "\"options\":{\"slowAnimations\":\(h.slowAnimations),\"reduceMotion\":\(h.spec.reducesMotion)},\"spec\":\(SpecJSON.object(h.spec))}"
        case .event(.pointer(let p)):
            return "{\"type\":\"pointer\",\"t\":\(num(p.timestamp)),\"phase\":\"\(p.phase.rawValue)\",\"id\":\(p.pointerID),"
                + "\"x\":\(num(p.location.x)),\"y\":\(num(p.location.y)),\"buttons\":\(p.buttons),\"source\":\"\(p.source.rawValue)\"}"
        case .event(.key(let k)):
            return "{\"type\":\"key\",\"t\":\(num(k.timestamp)),\"key\":\(quote(k.key)),\"repeat\":\(k.isRepeat)}"
        case .event(.wheel(let w)):
            return "{\"type\":\"wheel\",\"t\":\(num(w.timestamp)),\"dx\":\(num(w.delta.x)),\"dy\":\(num(w.delta.y)),"
                + "\"x\":\(num(w.location.x)),\"y\":\(num(w.location.y)),\"precise\":\(w.isPrecise)}"
        case .event(.resize(let s, let t)):
            return "{\"type\":\"resize\",\"t\":\(num(t)),\"width\":\(num(s.width)),\"height\":\(num(s.height))}"
        case .event(.focusLost(let t)):
            return "{\"type\":\"focus\",\"t\":\(num(t)),\"state\":\"lost\"}"
        case .event(.parameter(let a, let t)):
            return "{\"type\":\"parameter\",\"t\":\(num(t)),\"name\":\(quote(a.name)),\"value\":\(SpecJSON.json(a.value))}"
        case .event(.freeze(.show(let frame), let t)):
            return "{\"type\":\"freeze\",\"t\":\(num(t)),\"action\":\"show\",\"frame\":\(frame)}"
        case .event(.freeze(.onion(let on), let t)):
            return "{\"type\":\"freeze\",\"t\":\(num(t)),\"action\":\"onion\",\"on\":\(on)}"
        case .event(.freeze(let action, let t)):
            return "{\"type\":\"freeze\",\"t\":\(num(t)),\"action\":\"\(action.name)\"}"
        case .frame(let index, let time, let digest):
            return "{\"type\":\"frame\",\"index\":\(index),\"t\":\(num(time)),\"digest\":\"\(digest)\"}"
        case .end(let s):
            return "{\"type\":\"end\",\"summary\":\(s.json)}"
        }
    }
}

extension SessionSummary {
    /// The summary as one JSON object (also what `segue replay --summary` prints).
    public var json: String {
        let stackJSON = "[" + stack.map(quote).joined(separator: ",") + "]"
        return "{\"scene\":\(quote(scene)),\"stack\":\(stackJSON),\"presented\":\(presented.map(quote) ?? "null"),"
            + "\"transitions\":{\"completed\":\(completedTransitions),\"cancelled\":\(cancelledTransitions)},\"frames\":\(frames)}"
    }
}

/// A double in its shortest exact form; whole numbers without a fraction.
func num(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
}

func quote(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
        }
    }
    return out + "\""
}
