import Analysis
import SourceText

/// What completion and hover answer from: one generation's index, how the client counts positions
/// and how it shows text. It holds no server state, so it can answer on any thread.
struct FeatureView: Sendable {
    let features: FeatureIndex
    let encoding: PositionEncoding
    let preferences: EditorPreferences
    /// The rules diagnostics run, whose findings hovers explain.
    let rules: [any Rule]
}

extension LanguageServer {
    /// The view of the current files.
    func featureView() -> FeatureView {
        FeatureView(features: featureIndex(), encoding: encoding, preferences: featureCache.preferences, rules: options.rules)
    }
}
