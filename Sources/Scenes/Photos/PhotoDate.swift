/// When a photo was taken: a day and a clock time, with no time zone or calendar settings
/// involved, so its caption reads the same everywhere.
public struct PhotoDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1 January 1970.
    public let day: Int
    /// Minutes after midnight.
    public let minute: Int

    public init(day: Int, minute: Int) {
        self.day = day
        self.minute = minute
    }

    /// The day of 1 January 1970 plus the days to `year`-`month`-`dayOfMonth` (proleptic Gregorian).
    public init(year: Int, month: Int, day dayOfMonth: Int, minute: Int = 0) {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + dayOfMonth - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        self.init(day: era * 146_097 + doe - 719_468, minute: minute)
    }

    /// Year, month (1...12) and day of the month.
    public var civil: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days.
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// 0 for Sunday ... 6 for Saturday (1 January 1970 was a Thursday).
    public var weekday: Int { ((day % 7) + 11) % 7 }

    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Sat 14 Jan 2023, 07:42".
    public var description: String {
        let c = civil
        let h = minute / 60, m = minute % 60
        let clock = (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
        return "\(PhotoDate.weekdays[weekday]) \(c.day) \(PhotoDate.months[c.month - 1]) \(c.year), \(clock)"
    }

    public static func < (a: PhotoDate, b: PhotoDate) -> Bool { (a.day, a.minute) < (b.day, b.minute) }
}
