import Motion
import Runtime
import Scenes
import Testing

/// `--param KEY=FROM..TO:STEP`: the values a sweep takes, and every way the text can be wrong,
/// each refused naming the problem (the key, its range, the step).
@Suite struct SweepGridTests {
    let catalogue = SceneRegistry.catalogue

    @Test func aRangeGivesItsValuesWithoutRunningSumNoise() throws {
        let axis = try SweepAxis("side-by-side.release.threshold=0.1..0.5:0.1", catalogue: catalogue)
        #expect(axis.name == "side-by-side.release.threshold")
        #expect(axis.values == [0.1, 0.2, 0.3, 0.4, 0.5])
        // A step that does not land on TO stops short of it.
        #expect(try SweepAxis("side-by-side.release.flick-speed=500..1200:300", catalogue: catalogue).values == [500, 800, 1100])
        // One value.
        #expect(try SweepAxis("side-by-side.release.threshold=0.5..0.5:0.1", catalogue: catalogue).values == [0.5])
    }

    @Test func twoAxesMakeEveryPairTheFirstVaryingSlowest() throws {
        let grid = try SweepGrid(["side-by-side.release.threshold=0.4..0.5:0.1", "side-by-side.release.flick-speed=500..1000:500"], hands: 3, catalogue: catalogue)
        #expect(grid.points == [[0.4, 500], [0.4, 1000], [0.5, 500], [0.5, 1000]])
        #expect(grid.settings([0.4, 500]) == ["side-by-side.release.threshold=0.4", "side-by-side.release.flick-speed=500"])
    }

    func problem(_ params: [String], hands: Int = 1) -> String? {
        do {
            _ = try SweepGrid(params, hands: hands, catalogue: catalogue)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func badRangesAreRefusedNamingTheProblem() {
        #expect(problem(["side-by-side.release.threshhold=0.1..0.5:0.1"])?.contains("unknown parameter (did you mean side-by-side.release.threshold?)") == true)
        #expect(problem(["side-by-side.release.threshold=0..0.5:0.1"])?.contains("FROM 0 is out of range: side-by-side.release.threshold takes 0.01 to 0.99") == true)
        #expect(problem(["side-by-side.release.threshold=0.1..1.5:0.1"])?.contains("TO 1.5 is out of range") == true)
        #expect(problem(["side-by-side.release.threshold=0.1..0.5:0"])?.contains("STEP must be more than 0 (got 0)") == true)
        #expect(problem(["side-by-side.release.threshold=0.1..0.5:-0.1"])?.contains("STEP must be more than 0") == true)
        #expect(problem(["side-by-side.release.threshold=0.5..0.1:0.1"])?.contains("FROM 0.5 is more than TO 0.1") == true)
        #expect(problem(["side-by-side.release.threshold=0.1-0.5"])?.contains("expected KEY=FROM..TO:STEP") == true)
        #expect(problem(["side-by-side.release.threshold=a..0.5:0.1"])?.contains("FROM \"a\" is not a number") == true)
        #expect(problem(["navigation.push.curve=0..1:0.1"])?.contains("a sweep takes number parameters only") == true)
        #expect(problem(["side-by-side.release.threshold=0.1..0.5:0.1", "side-by-side.release.threshold=0.1..0.5:0.1"])?.contains("is given twice") == true)
        #expect(problem([]) == "a sweep needs --param KEY=FROM..TO:STEP (one or two)")
        let three = ["side-by-side.release.threshold=0.1..0.5:0.1", "side-by-side.release.flick-speed=500..1000:500", "navigation.edge-swipe.threshold=0.1..0.5:0.1"]
        #expect(problem(three) == "3 --param given: a sweep takes one or two parameters")
    }

    @Test func aGridOfMoreThanTenThousandReplaysIsRefused() {
        // 99 values x 102 hands = 10098 replays; 101 hands = 9999 pass.
        let param = ["side-by-side.release.threshold=0.01..0.99:0.01"]
        #expect(problem(param, hands: 101) == nil)
        #expect(problem(param, hands: 102) == "102 hands x 99 grid points = 10098 replays: at most 10000; use a coarser STEP or fewer hands")
        #expect(problem(["side-by-side.release.threshold=0.01..0.99:0.0000001"])?.contains("9800001 values: at most 10000 values on one axis") == true)
        // A STEP so small that the count is past any Int is refused in the same words, no trap.
        for tiny in ["1e-20", "5e-324", "1e-300"] {
            #expect(problem(["side-by-side.release.threshold=0.2..0.8:\(tiny)"])?.contains("more than 10000 values: at most 10000 values on one axis") == true, "\(tiny)")
        }
    }
}
