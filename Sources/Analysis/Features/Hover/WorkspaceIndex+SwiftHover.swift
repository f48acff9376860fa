import SourceText
import SourceryModels

extension WorkspaceIndex {
    /// Hover on a palette colour or Fiori text style named in a Swift call: the palette name's
    /// explanation as the workspace resolves it, overrides included.
    func swiftPaletteHover(path: String, offset: Int) -> HoverContent? {
        guard let use = swiftCode.use(at: offset, in: path) else { return nil }
        switch use.kind {
        case .color:
            guard swiftCode.palette[use.name] != nil, let explanation = stylesheets.explain(use.name) else { return nil }
            var extra: [HoverBlock] = []
            if let background = use.background, let scheme = BackgroundScheme(swiftBackground: background) {
                extra.append(.paragraph("This call asks for the \(scheme.displayName) background (`.\(background)`)."))
            }
            return explanationHover(explanation, range: use.range, extra: extra)
        case .font:
            let count = swiftCode.uses(of: use.name, kind: .font).count
            let accepted =
                FioriTextStyles.acceptedBy(use.name).map { "A text style of the SAP Fiori SDK, accepted by \($0)." }
                ?? "Not a text style of the SAP Fiori SDK" + (FioriTextStyles.suggestions.closest(to: use.name).map { "; did you mean `\($0)`?" } ?? ".")
            return HoverContent(
                range: use.range,
                blocks: [
                    .title(use.name, kind: "Fiori text style"), .paragraph(accepted),
                    .paragraph("Named in \(count) call\(count == 1 ? "" : "s") of the workspace."),
                ])
        }
    }
}

extension BackgroundScheme {
    /// The scheme a Swift `background:` argument selects: `BackgroundColorScheme` of FioriThemeManager
    /// (`.light`, `.darkConstant`) or the UIKit SDK's (`.darkBackground`). Nil for `.device` and others.
    init?(swiftBackground name: String) {
        switch name {
        case "light", "lightConstant", "lightBackground": self = .lightBackground
        case "dark", "darkConstant", "darkBackground": self = .darkBackground
        default:
            guard let scheme = BackgroundScheme(rawValue: name) else { return nil }
            self = scheme
        }
    }
}
