import Analysis
import Testing
import TestSupport

/// Sourcery configuration files as the workspace reads them: which Swift files are annotated input.
struct SourceryInputsTests {
    static let pipelineConfiguration = """
        # Generate the component declarations
        sources:
          - ./../Sources/Kit/Components/
          - ./../Sources/Kit/Models/ModelDefinitions.swift
        templates:
          include:
            - ./../sourcery/stencils/components.stencil
          exclude: # partial templates
            - ./../sourcery/stencils/partials/
        output:
          ./../Sources/Kit/_generated
        args:
          prune: true
        """

    static let listOfConfigurations = """
        configurations:
          - sources:
            - ./../Sources/Kit/_ComponentProtocols
            templates:
              - stencils/Component.swifttemplate
            output:
              ./../Sources/Kit/_generated
            args:
              selectedTypes: []
          - sources:
              include:
                - ../Sources/App
              exclude:
                - ../Sources/App/Legacy
            templates: [stencils/AutoMockable.stencil]
        """

    @Test func sourcesAreResolvedAgainstTheConfigurationsFolder() throws {
        let runs = try #require(SourceryInputs.read(SourceryInputsTests.pipelineConfiguration, at: "sourcery/.phase_one.yml"))
        #expect(runs.count == 1)
        #expect(runs[0].sources == ["Sources/Kit/Components", "Sources/Kit/Models/ModelDefinitions.swift"])
        #expect(runs[0].templates == ["sourcery/stencils/components.stencil"])
        #expect(runs[0].output == "Sources/Kit/_generated")
        #expect(runs[0].arguments == ["prune": "true"])
        let inputs = SourceryInputs(runs: runs)
        #expect(inputs.contains("Sources/Kit/Components/Title.swift"))
        #expect(inputs.contains("Sources/Kit/Models/ModelDefinitions.swift"))
        #expect(!inputs.contains("Sources/Kit/Models/Other.swift"))
        #expect(!inputs.contains("sourcery/.lib/Sources/utils/Type+Extensions.swift"))
        #expect(!inputs.contains("Sources/Kit/ComponentsExtra/A.swift"))
    }

    @Test func severalConfigurationsWithIncludeAndExclude() throws {
        let runs = try #require(SourceryInputs.read(SourceryInputsTests.listOfConfigurations, at: "sourcery/.ComponentGeneration.yml"))
        #expect(runs.map(\.sources) == [["Sources/Kit/_ComponentProtocols"], ["Sources/App"]])
        #expect(runs[1].excluded == ["Sources/App/Legacy"])
        #expect(runs[1].templates == ["sourcery/stencils/AutoMockable.stencil"])
        #expect(runs[0].arguments == ["selectedTypes": ""])
        let inputs = SourceryInputs(runs: runs)
        #expect(inputs.contains("Sources/Kit/_ComponentProtocols/Base.swift"))
        #expect(inputs.contains("Sources/App/Model.swift"))
        #expect(!inputs.contains("Sources/App/Legacy/Old.swift"))
    }

    @Test func aFileNamedForSourceryNeedsNoTemplates() {
        #expect(SourceryInputs.read("sources:\n  - Sources/App\n", at: ".sourcery.yml")?.first?.sources == ["Sources/App"])
        #expect(SourceryInputs.read("sources:\n  - Sources/App\n", at: "config/settings.yml") == nil)
    }

    @Test func otherYAMLIsNoSourceryConfiguration() {
        #expect(SourceryInputs.read("name: CI\non:\n  push:\n    branches: [main]\n", at: ".github/ci.yml") == nil)
        #expect(SourceryInputs.read("", at: ".sourcery.yml") == nil)
        #expect(SourceryInputs.read("sources:\n  - ../../outside\ntemplates:\n  - t\n", at: "a/.sourcery.yml")?.first?.sources == [])
    }

    /// Any text: reading ends and resolved paths never leave the root.
    @Test func anyTextIsReadWithoutLeavingTheRoot() {
        var generator = SeededGenerator(seed: 25)
        let pieces = ["sources:", "templates:", "configurations:", "include:", "exclude:", "- ", "  ", "\n", "../", "./", "a/", "[", "]", ",", "#", "\"", "'", ":"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0..<60, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for run in SourceryInputs.read(text, at: "sourcery/.sourcery.yml") ?? [] {
                #expect((run.sources + run.excluded + run.templates).allSatisfy { !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") })
            }
        }
    }
}
