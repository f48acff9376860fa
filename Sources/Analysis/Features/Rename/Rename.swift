import Diagnostics
import NSS
import SourceText

/// Why a rename cannot be done; `message` is shown to the user.
package struct RenameRefusal: Error, Sendable, Hashable {
    package var message: String

    package init(_ message: String) { self.message = message }
}

/// Renaming `@constants` (every use in their file) and tokens (every reference in every file, and
/// the palette names a palette token gives the stylesheets).
package enum Rename {
    /// What the editor shows before a rename: the range of the name and its text.
    package struct Target: Sendable, Hashable {
        package var range: TextRange
        package var placeholder: String
    }

    package static func prepare(at offset: Int, in path: String, of index: WorkspaceIndex) -> Result<Target, RenameRefusal> {
        guard let found = Navigation.symbol(at: offset, in: path, of: index) else {
            return .failure(RenameRefusal("there is no constant or token to rename here"))
        }
        if let refusal = refusal(for: found.symbol, of: index) { return .failure(refusal) }
        guard let text = index.snapshot.text(of: path) else { return .failure(RenameRefusal("the file is not known")) }
        switch found.symbol {
        case .constant(_, let name):
            return .success(Target(range: found.range, placeholder: "@" + name))
        case .token(let name), .paletteName(let name):
            // The editable part is the token's last segment at its key, the whole path at a reference.
            let placeholder = found.spelling == .tokenKey ? text[found.range] : (found.spelling == .paletteStyle ? name : text[found.range])
            return .success(Target(range: found.range, placeholder: placeholder))
        default:
            return .failure(RenameRefusal("only `@constants` and tokens can be renamed"))
        }
    }

    /// The edits of renaming the symbol at `offset` to `newName`, grouped by file in path order.
    package static func edits(at offset: Int, in path: String, to newName: String, of index: WorkspaceIndex) -> Result<[FileEdit], RenameRefusal> {
        guard let found = Navigation.symbol(at: offset, in: path, of: index) else {
            return .failure(RenameRefusal("there is no constant or token to rename here"))
        }
        if let refusal = refusal(for: found.symbol, of: index) { return .failure(refusal) }
        switch found.symbol {
        case .constant(let file, let name):
            return renameConstant(name, in: file, to: newName, of: index)
        case .token(let name):
            return renameToken(name, to: newName, spelling: found.spelling, of: index)
        case .paletteName(let style):
            guard let token = Navigation.paletteToken(of: style, in: index) else {
                return .failure(RenameRefusal("`\(style)` comes from the built-in palette and cannot be renamed"))
            }
            let prefix = token.hasSuffix(style) ? String(token.dropLast(style.utf8.count)) : ""
            return renameToken(token, to: prefix + newName.withoutLeading("@"), spelling: .tokenPath, of: index)
        default:
            return .failure(RenameRefusal("only `@constants` and tokens can be renamed"))
        }
    }

    /// A reason not to rename `symbol`, when renaming would change what the files mean.
    static func refusal(for symbol: NavigationSymbol, of index: WorkspaceIndex) -> RenameRefusal? {
        switch symbol {
        case .constant(let path, let name):
            guard let file = index.stylesheets.file(path) else { return RenameRefusal("the stylesheet is not known") }
            if PaletteOverrideKey.parse(name, palette: file.palette) != nil {
                return RenameRefusal("`@\(name)` overrides the palette style of that name; renaming it would stop the override")
            }
            if file.definitionsByName[name] == nil {
                return RenameRefusal("`@\(name)` is not defined in this file")
            }
            return nil
        case .token(let name):
            if index.tokens.definitions(of: name).isEmpty { return RenameRefusal("no token file defines `\(name)`") }
            if let last = name.split(separator: ".").last, last.hasPrefix("$") {
                return RenameRefusal("`\(last)` is a reserved name; renaming it would change what `\(name)` means")
            }
            return nil
        case .paletteName(let style):
            return Navigation.paletteToken(of: style, in: index) == nil
                ? RenameRefusal("`\(style)` is a name of the built-in palette; renaming it would change its meaning") : nil
        case .styleClass(let name):
            if NSSCatalog.styleClass(name) != nil { return RenameRefusal("`\(name)` is a built-in class of NUI and cannot be renamed") }
            return RenameRefusal("style classes cannot be renamed")
        case .swiftType, .swiftProperty:
            return RenameRefusal("Swift declarations are renamed with the Swift tools")
        }
    }

    // MARK: Constants

    static func renameConstant(_ name: String, in path: String, to requested: String, of index: WorkspaceIndex) -> Result<[FileEdit], RenameRefusal> {
        let newName = requested.withoutLeading("@")
        guard isValidConstantName(newName) else {
            return .failure(RenameRefusal("`@\(newName)` is not a valid constant name (letters, digits, `_` and `-`, not starting with a digit)"))
        }
        guard let file = index.stylesheets.file(path) else { return .failure(RenameRefusal("the stylesheet is not known")) }
        if newName == name { return .success([]) }
        if file.definitionsByName[newName] != nil {
            return .failure(RenameRefusal("`@\(newName)` is already defined in this file"))
        }
        if PaletteOverrideKey.parse(newName, palette: file.palette) != nil {
            return .failure(RenameRefusal("`@\(newName)` would override the palette style of that name"))
        }
        let edits = Navigation.constantOccurrences(name, in: path, of: index).map {
            TextEdit(range: $0.location.range, replacement: "@" + newName)
        }
        return .success([FileEdit(path: path, edits: edits)])
    }

    static func isValidConstantName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first), first != "-" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
    }

    // MARK: Tokens

    /// `requested` is the new last segment when the rename started at a token's key, else the new
    /// dotted path (only the last segment may change: moving a token between groups is not a rename).
    static func renameToken(_ name: String, to requested: String, spelling: SymbolOccurrence.Spelling, of index: WorkspaceIndex) -> Result<[FileEdit], RenameRefusal> {
        var segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let requestedSegments = requested.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if spelling == .tokenKey || requestedSegments.count == 1 {
            guard requestedSegments.count == 1 else {
                return .failure(RenameRefusal("a token key cannot contain `.`; rename one segment at a time"))
            }
            segments[segments.count - 1] = requested
        } else {
            guard requestedSegments.count == segments.count, Array(requestedSegments.dropLast()) == Array(segments.dropLast()) else {
                return .failure(RenameRefusal("only the last segment of `\(name)` can be renamed; moving a token to another group is not a rename"))
            }
            segments = requestedSegments
        }
        let newLast = segments[segments.count - 1]
        guard isValidTokenSegment(newLast) else {
            return .failure(RenameRefusal("`\(newLast)` is not a valid token name (no `{`, `}`, `.` or leading `$`)"))
        }
        let newName = segments.joined(separator: ".")
        if newName == name { return .success([]) }
        if !index.tokens.definitions(of: newName).isEmpty || index.tokens.graph.groups[newName] != nil {
            return .failure(RenameRefusal("`\(newName)` is already defined"))
        }
        let oldStyle = Navigation.paletteStyle(ofToken: name, in: index)
        let oldLast = name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? name
        let newStyle = oldStyle.map { old in old.hasSuffix(oldLast) ? String(old.dropLast(oldLast.count)) + newLast : old }
        var byPath: [String: [TextEdit]] = [:]
        for occurrence in Navigation.tokenOccurrences(name, of: index) {
            let replacement: String
            switch occurrence.spelling {
            case .tokenKey: replacement = newLast
            case .tokenPath: replacement = newName
            case .tokenPointer: replacement = "#/" + segments.joined(separator: "/")
            case .paletteStyle:
                guard let newStyle else { continue }
                replacement = newStyle
            case .variable, .name: continue
            }
            byPath[occurrence.location.path, default: []].append(TextEdit(range: occurrence.location.range, replacement: replacement))
        }
        if let oldStyle, let newStyle, oldStyle != newStyle, index.stylesheets.palette[newStyle] != nil {
            return .failure(RenameRefusal("the palette already has a style `\(newStyle)`"))
        }
        return .success(byPath.keys.sorted().map { FileEdit(path: $0, edits: byPath[$0]!.sorted { $0.range < $1.range }) })
    }

    static func isValidTokenSegment(_ segment: String) -> Bool {
        !segment.isEmpty && !segment.hasPrefix("$") && !segment.contains { "{}.\"\\".contains($0) }
    }
}

extension String {
    fileprivate func withoutLeading(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
