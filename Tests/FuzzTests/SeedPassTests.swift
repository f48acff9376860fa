import Foundation
import FuzzInvariants
import Testing

/// The bounded pass `swift test` runs: each fuzz target's invariants over its seeds, kept
/// regressions, fixtures and corpus, and over a fixed number of deterministic mutations of each.
/// (`make fuzz` runs the same checks under libFuzzer for longer.)
@Suite struct SeedPassTests {
    static let mutationsPerSeed = 24

    @Test(arguments: FuzzTarget.allCases)
    func invariantsHoldOnSeedsAndMutations(target: FuzzTarget) {
        let seeds = FuzzSeeds.all(target)
        #expect(!seeds.isEmpty, "no seeds for \(target.rawValue)")
        var checked = 0
        for (index, seed) in seeds.enumerated() {
            var mutator = SeedMutator(seed: UInt64(index + 1))
            var input = seed.bytes
            for round in 0...SeedPassTests.mutationsPerSeed {
                let violations = target.violations(input)
                checked += 1
                if !violations.isEmpty {
                    let kept = SeedPassTests.keep(input, target: target)
                    Issue.record("\(target.rawValue) on \(seed.name), mutation \(round): \(violations); input kept at \(kept)")
                    break
                }
                // Mutations build on each other half of the time, so that damage accumulates.
                input = mutator.mutate(round % 2 == 0 ? seed.bytes : input)
            }
        }
        print("\(target.rawValue): \(checked) inputs from \(seeds.count) seeds")
    }

    @Test(arguments: FuzzTarget.allCases)
    func keptRegressionsStillPass(target: FuzzTarget) {
        for url in FuzzSeeds.regressions(target) {
            let bytes = [UInt8](FileManager.default.contents(atPath: url.path) ?? Data())
            #expect(target.violations(bytes).isEmpty, "\(url.lastPathComponent) fails again")
        }
    }

    /// Writes a failing input where it can be copied into `Tests/Fuzz/Regressions/<Target>/`.
    static func keep(_ bytes: [UInt8], target: FuzzTarget) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-fuzz-failures/\(target.rawValue)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let url = folder.appendingPathComponent(String(hash, radix: 16))
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
        return url.path
    }
}
