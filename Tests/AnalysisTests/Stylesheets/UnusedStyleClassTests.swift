import Analysis
import Diagnostics
import Foundation
import SourceText
import TestSupport
import Testing

/// `nuance/unused-class` over a workspace of stylesheets, Swift, Objective-C and a storyboard: exactly
/// the custom classes no app code names, and nothing when a class name is computed or no app code
/// sets `nuiClass`.
struct UnusedStyleClassTests {
    static let stylesheets = """
        //- nuance.json
        { "sourcery": { "styleClasses": "app{component}_{property}" } }
        //- Themes/App.nss
        Button {
            font-size: 14;
        }
        LargeButton {
            font-size: 20;
        }
        SmallButton, HeadlineLabel {
            font-size: 10;
        }
        BannerView {
            background-color: #FFFFFF;
        }
        MyCellDetail {
            font-size: 12;
        }
        appTitle_title {
            font-size: 12;
        }
        fdlFUITimelineCell_title {
            font-size: 12;
        }
        ↓GhostButton {
            font-size: 30;
        }
        ↓OldLabel, Label {
            font-size: 11;
        }
        OldLabel {
            font-color: #000000;
        }
        //- Themes/Extra.nss
        ↓LegacyBanner {
            background-color: #000000;
        }
        LargeButton {
            font-color: #FFFFFF;
        }
        //- Sources/Models/Title.swift
        // sourcery: BaseComponent
        public protocol _TitleComponent {
            // sourcery: @ViewBuilder
            var title: AttributedString { get }
        }
        """

    static let appCode = """
        //- App/ButtonsViewController.swift
        final class ButtonsViewController: UIViewController {
            override func viewDidLoad() {
                button.nuiClass = "Button:LargeButton"
                cell.nuiClass = "TableCell:MyCell"
            }
        }
        //- App/LabelsViewController.m
        - (void)viewDidLoad {
            [smallButton setNuiClass:@"Button:SmallButton"];
            headline.nuiClass = @"Label:HeadlineLabel";
        }
        //- App/Main.storyboard
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="nuiClass" value="View:BannerView"/>
        </userDefinedRuntimeAttributes>
        """

    static func findings(_ source: String) -> (Fixture, [Finding]) {
        let fixture = Fixture(source, defaultPath: "Themes/App.nss")
        let configuration = ConfigurationParser.parse(SourceText(fixture.file("nuance.json")!.text), path: "nuance.json").0
        let index = WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration))
        #expect(index.stylesheets.derivedClasses["appTitle_title"] != nil, "the fixture's model derives `appTitle_title`")
        return (fixture, Analyzer.findings(of: index).filter { $0.ruleID == "nuance/unused-class" })
    }

    @Test func exactlyTheClassesNoAppCodeNames() {
        let (fixture, findings) = Self.findings(Self.stylesheets + "\n" + Self.appCode)
        for file in fixture.files where file.path.hasSuffix(".nss") {
            let starts = findings.filter { $0.location.path == file.path }.map(\.location.range.start)
            #expect(starts.sorted() == file.arrows, "\(file.path): \(findings.map(\.message))")
        }
        #expect(
            findings.map(\.message) == [
                "style class `GhostButton` is given to no view by the workspace's app code",
                "style class `OldLabel` is given to no view by the workspace's app code",
                "style class `LegacyBanner` is given to no view by the workspace's app code",
            ])
        let oldLabel = findings.first { $0.message.contains("OldLabel") }
        #expect(oldLabel?.related.count == 1, "the other block of `OldLabel`")
        #expect(findings.allSatisfy { $0.severity == .information && $0.tags.contains(.unnecessary) })
    }

    @Test func aComputedClassNameTurnsTheRuleOff() {
        let computed = "\n//- App/Theming.swift\nview.nuiClass = theme.className(for: view)"
        #expect(Self.findings(Self.stylesheets + "\n" + Self.appCode + computed).1.isEmpty)
    }

    @Test func offWithoutAppCodeThatSetsClasses() {
        #expect(Self.findings(Self.stylesheets).1.isEmpty)
    }

    @Test func externalConsumersOfAThemePackage() {
        let configured = Self.stylesheets.replacingOccurrences(
            of: "\"styleClasses\": \"app{component}_{property}\" }",
            with:
                "\"styleClasses\": \"app{component}_{property}\" }, \"externalConsumers\": { \"uses\": [\"*Button\", \"*Label\", \"BannerView\", \"MyCell\"], \"checkUnused\": true }"
        )
        let (_, findings) = Self.findings(configured)
        #expect(
            findings.map(\.message) == [
                "style class `MyCellDetail` is given to no view by the workspace's app code",
                "style class `LegacyBanner` is given to no view by the workspace's app code",
            ])
    }

    /// The fix removes a block that styles only the class, and only the class from a selector list.
    @Test func theFixRemovesTheClassAndNothingElse() throws {
        let (fixture, findings) = Self.findings(Self.stylesheets + "\n" + Self.appCode)
        let fix = try #require(findings.first { $0.message.contains("OldLabel") }?.fixes.first)
        #expect(!fix.isPreferred)
        let change = try #require(fix.changes.first)
        let fixed = try SourceText(fixture.file(change.path)!.text).applying(change.edits).string
        #expect(
            fixed.hasSuffix(
                """
                ↓GhostButton {
                    font-size: 30;
                }
                Label {
                    font-size: 11;
                }
                """.replacingOccurrences(of: "↓", with: "") + "\n"))
    }
}

/// `nuiClass` assignments as the byte scan finds them, one case per shape.
struct NUIClassAssignmentScannerTests {
    static let cases: [(source: String, found: [String])] = [
        ("view.nuiClass = \"Button:LargeButton\"", ["0 Button>LargeButton"]),
        ("self.nuiClass = @\"Label\";", ["0 Label"]),
        ("[button setNuiClass:@\"Button:SmallButton\"];", ["0 Button>SmallButton"]),
        ("view.nuiClass = \"Title\" // the header", ["0 Title"]),
        ("let a = 1\n\nview.nuiClass = \"A : B\"\n", ["2 A>B"]),
        ("<userDefinedRuntimeAttribute type=\"string\" keyPath=\"nuiClass\" value=\"View:BannerView\"/>", ["0 View>BannerView"]),
        ("view.nuiClass = prefix + \"Button\"", ["0 computed"]),
        ("view.nuiClass = \"\\(kind)Button\"", ["0 computed"]),
        ("_sut.nuiClass = NUIButtonTestsStyleClass;", ["0 computed"]),
        ("[view setNuiClass:[self classFor:view]];", ["0 computed"]),
        ("- (void)setNuiClass:(NSString*)value {", []),
        ("@property (nonatomic, retain) IBInspectable NSString* nuiClass;", []),
        ("if ([self.nuiClass isEqualToString:kNUIClassNone]) {", []),
        ("if view.nuiClass == \"Button\" {", []),
        ("static void * const kNUIAssociatedClassKey = \"nuiClass\";", []),
        ("let nuiClassName = \"Button\"", []),
        ("NSString *className = bar.nuiClass;", []),
    ]

    @Test(arguments: cases.indices)
    func assignments(_ position: Int) {
        let (source, expected) = Self.cases[position]
        let found = NUIClassAssignmentScanner.assignments(in: Array(source.utf8), path: "View.m").map { assignment in
            "\(assignment.line) \(assignment.classNames?.joined(separator: ">") ?? "computed")"
        }
        #expect(found == expected, "\(source)")
    }
}
