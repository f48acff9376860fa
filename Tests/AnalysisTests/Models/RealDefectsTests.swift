import Analysis
import Diagnostics
import Testing
import TestSupport

/// A hand-written fixture in the shape of the defects found in the public FioriSwiftUICore sources
/// (annotation spec §5.4): each must be reported, at its place, by its rule.
struct RealDefectsTests {
    static let fixture = """
        //- Sources/FioriSwiftUICore/Models/ModelDefinitions.swift
        import SwiftUI

        1️⃣// sourcery: generated_component
        // sourcery: add_env_props = "listBackground"
        // sourcery: add_env_props = "horizontalSizeClass"
        // sourcery: add_env_props = "colorScheme"

        public protocol _ListPickerItemModel: KeyComponent, ValueComponent {}

        2️⃣// sourcery: generated_component
        // public protocol SideBarListItemModel: TitleComponent {}

        3️⃣// sourcery: generated_component
        // public protocol SignatureCaptureModel: TitleComponent {}

        // sourcery: generated_component
        public protocol StepperModel: TitleComponent {
            // sourcery: 4️⃣default.value
            var stepValue_: Int { get }
        }
        //- Sources/FioriSwiftUICore/_ComponentProtocols/BaseComponentProtocols.swift
        // sourcery: BaseComponent
        public protocol _SwitchComponent {
            // sourcery: 5️⃣@binding
            var isOn: Bool { get }
        }

        // sourcery: BaseComponent
        public protocol _RatingComponent {
            // sourcery: 6️⃣@binding
            var rating: Int { get }
            // sourcery: 7️⃣no_view
            var ratingImage: Image? { get }
        }

        // sourcery: BaseComponent
        public protocol _DetailImageComponent {
            // sourcery: 8️⃣no_view
            var detailImage: Image? { get }
        }
        """

    static let expected: [(path: String, marker: String, rule: String)] = [
        ("Sources/FioriSwiftUICore/Models/ModelDefinitions.swift", "1️⃣", "sourcery/detached-annotation"),
        ("Sources/FioriSwiftUICore/Models/ModelDefinitions.swift", "2️⃣", "sourcery/orphan-annotation"),
        ("Sources/FioriSwiftUICore/Models/ModelDefinitions.swift", "3️⃣", "sourcery/orphan-annotation"),
        ("Sources/FioriSwiftUICore/Models/ModelDefinitions.swift", "4️⃣", "sourcery/value-shape"),
        ("Sources/FioriSwiftUICore/_ComponentProtocols/BaseComponentProtocols.swift", "5️⃣", "sourcery/unknown-key"),
        ("Sources/FioriSwiftUICore/_ComponentProtocols/BaseComponentProtocols.swift", "6️⃣", "sourcery/unknown-key"),
        ("Sources/FioriSwiftUICore/_ComponentProtocols/BaseComponentProtocols.swift", "7️⃣", "sourcery/old-pattern-key"),
        ("Sources/FioriSwiftUICore/_ComponentProtocols/BaseComponentProtocols.swift", "8️⃣", "sourcery/old-pattern-key"),
    ]

    @Test func everyDefectIsReportedByItsRule() {
        let fixture = Fixture(RealDefectsTests.fixture, defaultPath: "Model.swift")
        let index = WorkspaceIndex(snapshot: fixture.snapshot())
        var reported: [(String, Int, String)] = []
        for file in fixture.files {
            for rule in ModelRules.all {
                for finding in rule.findings(in: file.path, of: index) {
                    reported.append((file.path, finding.location.range.start, finding.ruleID))
                }
            }
        }
        for expectation in RealDefectsTests.expected {
            let offset = fixture.file(expectation.path)?.markers[expectation.marker]
            #expect(
                reported.contains { $0.0 == expectation.path && $0.1 == offset && $0.2 == expectation.rule },
                "\(expectation.rule) not reported at \(expectation.marker)")
        }
        #expect(reported.count == RealDefectsTests.expected.count, "unexpected findings: \(reported)")
    }

    @Test func detachedAnnotationNamesTheKeysAndTheProtocol() {
        let fixture = Fixture(RealDefectsTests.fixture, defaultPath: "Model.swift")
        let index = WorkspaceIndex(snapshot: fixture.snapshot())
        let finding = ModelRules.all.first { $0.descriptor.id == "sourcery/detached-annotation" }?
            .findings(in: "Sources/FioriSwiftUICore/Models/ModelDefinitions.swift", of: index).first
        #expect(
            finding?.message
                == "a blank line separates `generated_component`, `add_env_props` from protocol `_ListPickerItemModel`: Sourcery drops these annotations")
        #expect(finding?.fixes.first?.title == "Remove the blank line")
    }

    @Test func bindingTypoSuggestsTheRealKey() {
        let fixture = Fixture(RealDefectsTests.fixture, defaultPath: "Model.swift")
        let index = WorkspaceIndex(snapshot: fixture.snapshot())
        let findings = UnknownKeyRuleProbe.findings(in: "Sources/FioriSwiftUICore/_ComponentProtocols/BaseComponentProtocols.swift", of: index)
        #expect(findings.map(\.message).allSatisfy { $0.hasSuffix("did you mean `@Binding`?") })
        #expect(findings.flatMap(\.fixes).flatMap(\.changes).flatMap(\.edits).map(\.replacement) == ["@Binding", "@Binding"])
    }
}

enum UnknownKeyRuleProbe {
    static func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        ModelRules.all.first { $0.descriptor.id == "sourcery/unknown-key" }?.findings(in: path, of: index) ?? []
    }
}
