import Foundation

/// How long ago this process started, from /proc (Linux); nil where that is not available.
enum ProcessStart {
    static func secondsSinceLaunch() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name; starttime is field 22 overall, 20th after ")".
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]),
            let uptime = Double(uptimeText.split(separator: " ").first ?? "")
        else { return nil }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return uptime - ticks / hz
    }
}
