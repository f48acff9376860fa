import Colors

extension StylesheetFile {
    /// The colour the constant `nameID` holds on the light background (its NUI definition read as a
    /// colour; nil when it reads as none or as a colour not known here). Every constant is read once
    /// per file, on first use: completion lists the constants with their colours on every request.
    func constantColor(nameID: Int32) -> RGBA? {
        constantColorsStore.get {
            var colors: [Int32: RGBA] = [:]
            for id in definedNameIDs {
                guard let definition = variablesByID[Int(id)]?.nuiWinner else { continue }
                let parts = syntax.parts(of: syntax.definitions[definition].value)
                let resolution = readColor(parts, explainingFailures: false, recordingChain: false).resolution
                if let resolution, resolution.isKnown, let color = resolution.values[.lightBackground] { colors[id] = color }
            }
            return colors
        }[nameID]
    }
}
