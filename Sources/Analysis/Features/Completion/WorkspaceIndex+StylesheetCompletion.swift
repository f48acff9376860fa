import Colors
import NSS
import SourceText

extension WorkspaceIndex {
    func stylesheetCompletions(path: String, offset: Int, statistics: CompletionStatistics?, cache: CompletionCache?) -> CompletionAnswer {
        guard let file = stylesheets.files[path] else { return CompletionAnswer() }
        let word = TypedWord(in: file.text, at: offset, isWordByte: TypedWord.isNSSWordByte)
        let context = StylesheetCompletionContext(file: file, wordStart: word.range.start)
        let key = CompletionCache.Key(path: path, context: context, prefix: word.prefix, colonFollows: file.text.hasColon(after: word.range.end))
        if var answer = cache?.cached(key) {
            // Every stylesheet candidate replaces the typed word (asked again at the same place, the
            // kept candidates are not copied).
            for index in answer.items.indices where answer.items[index].replacing != word.range {
                answer.items[index].replacing = word.range
            }
            return answer
        }
        let answer = rankedStylesheetCompletions(file, word: word, context: context, colonFollows: key.colonFollows, statistics: statistics)
        cache?.store(answer, for: key)
        return answer
    }

    private func rankedStylesheetCompletions(
        _ file: StylesheetFile, word: TypedWord, context: StylesheetCompletionContext, colonFollows: Bool, statistics: CompletionStatistics?
    ) -> CompletionAnswer {
        let uses: (String) -> Int = statistics.map { counts in { counts.uses(of: $0) } } ?? { _ in 0 }
        let ranking = CompletionRanking(prefix: word.prefix, frequency: uses)
        let filter = PrefixFilter(ranking)
        var candidates: [CompletionCandidate] = []
        switch context {
        case .none:
            return CompletionAnswer()
        case .selector:
            if word.prefix.hasPrefix("@") {
                candidates = constantCandidates(file, word: word, filter: filter) + overrideKeyCandidates(file, word: word)
            } else {
                candidates = selectorCandidates(word: word)
            }
        case .property(let classes):
            candidates = propertyCandidates(classes: classes, word: word)
            // A chosen property comes with its `: ` (plain text, for clients without snippets), unless one follows.
            if !colonFollows {
                for index in candidates.indices { candidates[index].insertText += ": " }
            }
        case .value(let property, _):
            candidates = valueCandidates(file, property: property, word: word, filter: filter, statistics: statistics)
        case .definitionValue:
            candidates = colorCandidates(file, word: word, filter: filter, includeConstants: false)
        }
        var answer = ranking.rank(candidates)
        if filter.droppedAny { answer.isIncomplete = true }
        // Palette names with a background suffix appear once the typed word has a `_`: ask again.
        if candidates.contains(where: { $0.kind == .color }) { answer.isIncomplete = true }
        return answer
    }

    private func selectorCandidates(word: TypedWord) -> [CompletionCandidate] {
        var candidates: [CompletionCandidate] = []
        for name in NSSCatalog.classNames {
            let info = NSSCatalog.classes[name]!
            candidates.append(CompletionCandidate(label: name, kind: .styleClass, detail: info.uikitType, replacing: word.range, sortKey: "0"))
        }
        for derived in models.styleClasses {
            let detail = "model `\(derived.component)`" + (derived.property.map { ".\($0)" } ?? "")
            candidates.append(CompletionCandidate(label: derived.name, kind: .styleClass, detail: detail, replacing: word.range, sortKey: "1"))
        }
        for name in stylesheets.selectorClasses.keys.sorted() where !stylesheets.isKnownClass(name) {
            candidates.append(CompletionCandidate(label: name, kind: .styleClass, detail: "custom class", replacing: word.range, sortKey: "2"))
        }
        return candidates
    }

    private func propertyCandidates(classes: [String], word: TypedWord) -> [CompletionCandidate] {
        let builtIn = classes.compactMap { NSSCatalog.styleClass($0) }
        // Custom and model-derived classes can be attached to any view: every property may apply.
        let names: [String]
        if builtIn.count == classes.count, !builtIn.isEmpty {
            names = Array(Set(builtIn.flatMap(\.properties))).sorted()
        } else {
            names = NSSCatalog.propertyNames
        }
        let custom = nuiExtensions.properties.values.sorted { $0.name < $1.name }.map { property in
            CompletionCandidate(label: property.name, kind: .property, detail: nuiExtensions.origin(of: property), replacing: word.range, sortKey: "1")
        }
        return names.map { name in
            let type = NSSCatalog.property(name)?.type.displayName ?? "image insets"
            return CompletionCandidate(label: name, kind: .property, detail: type, replacing: word.range)
        } + custom
    }

    private func valueCandidates(
        _ file: StylesheetFile, property: String, word: TypedWord, filter: PrefixFilter, statistics: CompletionStatistics?
    ) -> [CompletionCandidate] {
        let type = nuiExtensions.properties[property]?.type ?? NSSCatalog.property(property)?.type
        if word.prefix.hasPrefix("@") { return constantCandidates(file, word: word, filter: filter, fitting: type) }
        let accepted = nuiExtensions.values.sorted().map {
            CompletionCandidate(label: $0, kind: .value, detail: "accepted by the app (`nuance.json`)", replacing: word.range, sortKey: "9")
        }
        if let custom = nuiExtensions.properties[property], custom.type != .color {
            return constantCandidates(file, word: word, filter: filter, fitting: custom.type) + accepted
        }
        guard let info = NSSCatalog.property(property) else {
            return constantCandidates(file, word: word, filter: filter) + colorCandidates(file, word: word, filter: filter, includeConstants: false)
        }
        func words(_ values: [String], detail: String) -> [CompletionCandidate] {
            values.map { CompletionCandidate(label: $0, kind: .value, detail: detail, replacing: word.range) }
        }
        // The file's constants that hold a value of the property's type.
        var constants: [CompletionCandidate] { constantCandidates(file, word: word, filter: filter, fitting: info.type) }
        switch info.type {
        case .color:
            return colorCandidates(file, word: word, filter: filter, includeConstants: true) + accepted
        case .keyword(let values):
            return words(values, detail: property) + constants
        case .fontStyle:
            return words(NSSCatalog.fontStyles, detail: "FDLFontStyle") + constants
        case .boolean:
            return words(["true", "false"], detail: "boolean") + constants
        case .fontName:
            let used = statistics?.valuesByType[NSSValueType.fontName.displayName] ?? []
            return words(NSSCatalog.systemFontNames.sorted(), detail: "system font")
                + words(used.subtracting(NSSCatalog.systemFontNames).sorted(), detail: "font used in the workspace") + constants
        case .image:
            return words((statistics?.valuesByType[NSSValueType.image.displayName] ?? []).sorted(), detail: "image used in the workspace")
                + constants
        case .classList:
            return selectorCandidates(word: word)
        case .number, .integer, .offset, .box:
            return constants
        }
    }

    /// `@constants` of the file (variables are scoped to their file), with their colour when they have
    /// one; with `type`, only those whose value fits it. Only those the typed word matches are read: a
    /// file can define tens of thousands.
    private func constantCandidates(
        _ file: StylesheetFile, word: TypedWord, filter: PrefixFilter, fitting type: NSSValueType? = nil
    ) -> [CompletionCandidate] {
        var candidates: [CompletionCandidate] = []
        for id in file.definedNameIDs {
            let name = file.names[Int(id)]
            let label = "@" + name
            guard filter.accepts(label), let definition = file.variablesByID[Int(id)]?.nuiWinner else { continue }
            let parts = file.syntax.parts(of: file.syntax.definitions[definition].value)
            // A value is usually one token: its text is the value as NUI stores it.
            let written = parts.count == 1 ? file.syntax.text[parts[parts.startIndex].range] : file.syntax.nuiText(ofParts: parts)
            let color = file.constantColor(nameID: id)
            if let type, !file.constant(parts, color: color, fits: type) { continue }
            candidates.append(
                CompletionCandidate(
                    label: label, kind: color == nil ? .constant : .color, detail: written, replacing: word.range, color: color,
                    sortKey: "0"))
        }
        return candidates
    }

    /// `@style` definitions that override a palette colour (`@tintColor`, `@tintColor_darkBackground`).
    private func overrideKeyCandidates(_ file: StylesheetFile, word: TypedWord) -> [CompletionCandidate] {
        guard file.dialect == .fiori else { return [] }
        let wantsSuffix = word.prefix.contains("_")
        var candidates: [CompletionCandidate] = []
        for name in file.palette.styles.keys.sorted() {
            let style = file.palette.styles[name]!
            var candidate = CompletionCandidate(
                label: "@" + name, kind: .color, detail: "overrides the palette colour", replacing: word.range,
                color: effectivePaletteColor(name, in: file), sortKey: style.replacement == nil ? "1" : "4")
            candidate.isDeprecated = style.replacement != nil
            candidates.append(candidate)
            guard wantsSuffix else { continue }
            for scheme in BackgroundScheme.allCases {
                candidates.append(
                    CompletionCandidate(
                        label: "@\(name)_\(scheme.rawValue)", kind: .color, detail: "overrides it on the \(scheme.displayName) background",
                        replacing: word.range, color: style.values[scheme], sortKey: "2"))
            }
        }
        return candidates
    }

    /// Colours: the file's constants, palette names (with background suffixes), NUI's named colours.
    private func colorCandidates(_ file: StylesheetFile, word: TypedWord, filter: PrefixFilter, includeConstants: Bool) -> [CompletionCandidate] {
        var candidates = includeConstants ? constantCandidates(file, word: word, filter: filter, fitting: .color) : []
        // Only SAP's readers know palette names; NUI reads them as no colour.
        let palette = file.dialect == .fiori ? file.palette : .empty
        let wantsSuffix = word.prefix.contains("_")
        for name in palette.styles.keys.sorted() {
            let style = palette.styles[name]!
            // The swatch shows the colour the workspace gives the name: overrides applied.
            let light = effectivePaletteColor(name, in: file)
            var detail = "palette"
            if let replacement = style.replacement { detail += ", deprecated: use \(replacement)" }
            // Deprecated names come after every current one.
            var candidate = CompletionCandidate(
                label: name, kind: .color, detail: detail, replacing: word.range, color: light, sortKey: style.replacement == nil ? "1" : "4")
            candidate.isDeprecated = style.replacement != nil
            candidates.append(candidate)
            guard wantsSuffix || word.prefix == name else { continue }
            for scheme in [BackgroundScheme.lightBackground, .darkBackground] {
                let suffixed = name + "_" + scheme.rawValue
                candidates.append(
                    CompletionCandidate(
                        label: suffixed, kind: .color, detail: "palette, \(scheme.displayName) background", replacing: word.range,
                        color: style.values[scheme], sortKey: "3"))
            }
        }
        for name in NSSCatalog.nuiNamedColors.keys.sorted() {
            let color = NSSCatalog.nuiNamedColors[name]!.map { RGBA(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) }
            candidates.append(
                CompletionCandidate(
                    label: name, kind: .color, detail: color == nil ? "system colour" : "named colour", replacing: word.range, color: color,
                    sortKey: "2"))
        }
        return candidates
    }
}
