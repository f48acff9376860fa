/// The inputs that are fuzzed, each with the invariants its parser or state machine must keep for
/// every byte string: it returns (so no crash and no hang), and the checks below find nothing.
package enum FuzzTarget: String, CaseIterable, Sendable {
    case nss = "FuzzNSS"
    case jsonSyntax = "FuzzJSONSyntax"
    case annotations = "FuzzAnnotations"
    case annotationGrammar = "FuzzAnnotationGrammar"
    case framing = "FuzzFraming"
    case documentStore = "FuzzDocumentStore"
    case configuration = "FuzzConfiguration"
    case workspacePath = "FuzzWorkspacePath"

    /// The violated invariants for `bytes`; empty when all hold.
    package func violations(_ bytes: [UInt8]) -> [String] {
        switch self {
        case .nss: return NSSInvariants.violations(bytes)
        case .jsonSyntax: return JSONSyntaxInvariants.violations(bytes)
        case .annotations: return AnnotationInvariants.violations(bytes)
        case .annotationGrammar: return AnnotationGrammarInvariants.violations(bytes)
        case .framing: return FramingInvariants.violations(bytes)
        case .documentStore: return DocumentStoreInvariants.violations(bytes)
        case .configuration: return ConfigurationInvariants.violations(bytes)
        case .workspacePath: return WorkspacePathInvariants.violations(bytes)
        }
    }

    /// Runs the checks and stops the process on a violation, so that libFuzzer keeps the input.
    package func check(_ bytes: [UInt8]) {
        let found = violations(bytes)
        if !found.isEmpty {
            fatalError("\(rawValue) invariant violated: \(found.prefix(5).joined(separator: "; "))")
        }
    }
}

/// Collects violations with a cap, so that a broken tree does not produce millions of messages.
struct ViolationList {
    private(set) var messages: [String] = []

    mutating func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        guard messages.count < 20, !condition() else { return }
        messages.append(message())
    }
}
