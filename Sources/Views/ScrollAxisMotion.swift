import Motion

/// What moves a scroll view's content along one axis after a release: coasting into an
/// edge and back (`Momentum`), or a spring to an offset (a page, an animated scroll).
enum ScrollAxisMotion {
    case momentum(Momentum)
    case spring(BounceBack)

    func offset(at t: Double) -> Double {
        switch self {
        case .momentum(let m): return m.offset(at: t)
        case .spring(let s): return s.offset(at: t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch self {
        case .momentum(let m): return m.velocity(at: t)
        case .spring(let s): return s.velocity(at: t)
        }
    }

    func isFinished(at t: Double) -> Bool {
        switch self {
        case .momentum(let m): return m.isFinished(at: t)
        case .spring(let s): return s.isSettled(at: t)
        }
    }

    var finalOffset: Double {
        switch self {
        case .momentum(let m): return m.finalOffset
        case .spring(let s): return s.target
        }
    }
}
