import Colors

extension WorkspaceIndex {
    /// Palette style `name` on the light background as `file` sees it: the file's own override, else
    /// the workspace's (when every stylesheet that overrides it gives the same colour), else the palette's.
    func effectivePaletteColor(_ name: String, in file: StylesheetFile) -> RGBA? {
        if file.overriddenStyles.contains(name), let own = file.overrideValue(for: name, on: .lightBackground) { return own.color }
        if let shared = stylesheets.overriddenLightColors[name] { return shared }
        return stylesheets.palette[name]?.values[.lightBackground]
    }
}
