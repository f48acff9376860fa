/// How formatted text is indented.
package struct FormattingStyle: Sendable, Hashable {
    package var tabSize: Int
    package var insertSpaces: Bool

    package init(tabSize: Int = 4, insertSpaces: Bool = true) {
        self.tabSize = max(1, min(tabSize, 16))
        self.insertSpaces = insertSpaces
    }

    package var indentUnit: String { insertSpaces ? String(repeating: " ", count: tabSize) : "\t" }
}
