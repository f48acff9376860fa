import Testing

@testable import SourceryModels

/// A worker kept off the calling thread's core runs elsewhere, and gets its cores back afterwards.
struct CPUPlacementTests {
    @Test func theBodyRunsOffTheAvoidedCoreAndTheCoresAreGivenBack() throws {
        guard let before = CPUPlacement.allowed(), let cpu = CPUPlacement.current() else {
            print("skipped: the cores of a thread are not known here")
            return
        }
        let (inside, allowedInside) = CPUPlacement.avoiding(cpu) { (CPUPlacement.current(), CPUPlacement.allowed()) }
        if before.count > 1 {
            #expect(inside != cpu)
            #expect(allowedInside == before.subtracting([cpu]))
        } else {
            #expect(allowedInside == before)
        }
        #expect(CPUPlacement.allowed() == before)
    }
}
