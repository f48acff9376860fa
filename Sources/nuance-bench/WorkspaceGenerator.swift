import Foundation

/// Writes a synthetic workspace of stylesheets, token files and annotated Swift models with
/// realistic references between them: stylesheets use tokens-as-palette names, model-derived
/// classes and their own constants; alias tokens reference global tokens in other files.
struct WorkspaceGenerator {
    var fileCount: Int

    /// Creates the workspace under a new temporary folder and returns its path and total size.
    func generate() throws -> (root: String, bytes: Int) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-bench-\(fileCount)-\(UUID().uuidString)").path
        let stylesheets = fileCount * 4 / 10
        let tokenFiles = fileCount * 3 / 10
        let models = fileCount - stylesheets - tokenFiles
        var bytes = 0
        func write(_ relative: String, _ text: String) throws {
            let url = URL(fileURLWithPath: root).appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
            bytes += text.utf8.count
        }
        try write("nuance.json", "{ \"dialect\": \"fiori\" }\n")
        for index in 0..<models { try write("Sources/Models/_Component\(index).swift", model(index)) }
        for index in 0..<tokenFiles { try write("tokens/set\(index).tokens.json", tokens(index)) }
        for index in 0..<stylesheets { try write("Themes/Theme\(index).nss", stylesheet(index, models: models)) }
        return (root, bytes)
    }

    private func model(_ index: Int) -> String {
        var text = "import SwiftUI\n\n// sourcery: BaseComponent\nprotocol _Widget\(index)Component {\n"
        for property in 0..<8 {
            if property % 3 == 0 { text += "    // sourcery: @ViewBuilder\n" }
            if property % 4 == 1 { text += "    // sourcery: defaultValue = \"value\(property)\"\n" }
            text += "    var part\(property): String { get }\n"
        }
        return text + "}\n"
    }

    private func tokens(_ index: Int) -> String {
        var groups: [String] = []
        for token in 0..<20 {
            let value = index % 2 == 0 || index == 0
                ? "\"#\(hex(index * 31 + token))\""
                : "\"{global\(index - 1).shade\(token)}\""
            groups.append("    \"shade\(token)\": { \"$type\": \"color\", \"$value\": \(value), \"$description\": \"shade \(token) of set \(index)\" }")
        }
        let group = index % 2 == 0 ? "global\(index)" : "alias\(index)"
        return "{\n  \"\(group)\": {\n" + groups.joined(separator: ",\n") + "\n  }\n}\n"
    }

    private func stylesheet(_ index: Int, models: Int) -> String {
        var text = "/* theme \(index) */\n@brand\(index): #\(hex(index));\n@tintColor: #\(hex(index + 7));\n@tintColor_darkBackground: #\(hex(index + 9));\n\n"
        let classes = ["Button", "Label", "NavigationBar", "TableCell", "TextField", "SegmentedControl"]
        for rule in 0..<12 {
            let selector = rule % 3 == 0 && models > 0 ? "fdlWidget\((index + rule) % models)_part\(rule % 8)" : classes[rule % classes.count]
            text += "\(selector) {\n    font-color: @brand\(index);\n    background-color: primaryBackground;\n    font-size: \(12 + rule % 6);\n    corner-radius: 4;\n}\n\n"
        }
        return text
    }

    private func hex(_ seed: Int) -> String {
        let value = (seed &* 2_654_435_761) & 0xFFFFFF
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 6 - text.count) + text
    }
}
