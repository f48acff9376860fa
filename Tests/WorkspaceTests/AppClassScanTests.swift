import Analysis
import Testing
import Workspace

/// Which files' `nuiClass` assignments are the app's: not a dependency's, not NUI's own defaults.
struct AppClassScanTests {
    static let assignment = Array("view.nuiClass = @\"Button:LargeButton\";".utf8)

    @Test(arguments: [
        ("App/ViewController.m", 1),
        ("App/ViewController.swift", 1),
        ("Pods/NUI/NUI/UI/UIButton+NUI.m", 0),
        ("NUI/UI/UILabel+NUI.m", 0),
        ("Carthage/Checkouts/Kit/View.m", 0),
    ])
    func appCodeOnly(_ path: String, _ count: Int) {
        #expect(AppCodeScan.facts(ofBytes: Self.assignment, relative: path).classAssignments.count == count, "\(path)")
    }

    @Test func interfaceBuilderAttributesAreAssignmentsAndNothingElse() {
        let storyboard = Array(
            """
            <userDefinedRuntimeAttribute type="string" keyPath="nuiClass" value="View:BannerView"/>
            <string key="text">[NUISettings getColor:@"font-color" withClass:@"Banner"]</string>
            """.utf8)
        let facts = AppCodeScan.facts(ofBytes: storyboard, relative: "App/Main.storyboard")
        #expect(facts.classAssignments.map(\.classNames) == [["View", "BannerView"]])
        #expect(facts.styleReads.isEmpty)
    }
}
