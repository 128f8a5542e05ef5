/// The colours of a sweep's heat map: finish green, cancel red, grey where nothing was decided.
public enum SweepHeatMapColours {
    public static let finish = "#3c9a3c"
    public static let cancel = "#c8463c"
    public static let undecided = "#d0d0d0"
}
