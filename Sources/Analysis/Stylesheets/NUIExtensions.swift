import NSS

/// What the workspace adds to NUI: the properties its code reads (``AppStyleRead``) and those
/// `nuance.json` declares, extra classes, and accepted sentinel values. Rules never report these
/// names; hover and completion show them with where they are read.
package struct NUIExtensions: Sendable {
    package struct Property: Sendable {
        package var name: String
        /// The declared type of its values (nil: not declared, or any value).
        package var type: NSSValueType?
        package var declared: Bool
        /// Where the workspace's code reads it.
        package var reads: [AppStyleRead]
    }

    package private(set) var properties: [String: Property] = [:]
    package private(set) var classes: Set<String>
    /// Reads of properties NUI knows, by property: the classes they name (or any class, when the
    /// call names none) read them whatever NUI's own renderers do.
    package private(set) var builtInReads: [String: [AppStyleRead]] = [:]
    package let values: Set<String>

    package init(settings: NUIExtensionSettings, reads: [AppStyleRead]) {
        classes = settings.classes
        values = settings.values
        for (name, type) in settings.properties {
            properties[name] = Property(name: name, type: type, declared: true, reads: [])
        }
        for read in reads {
            if let className = read.className { classes.insert(className) }
            // A property NUI knows is kept apart: a fork's renderer may read it for more classes.
            guard NSSCatalog.property(read.property) == nil else {
                builtInReads[read.property, default: []].append(read)
                continue
            }
            properties[read.property, default: Property(name: read.property, type: nil, declared: false, reads: [])].reads.append(read)
        }
    }

    package var isEmpty: Bool { properties.isEmpty && classes.isEmpty && values.isEmpty && builtInReads.isEmpty }

    /// Whether the app's code reads the built-in `property` for `className` (a read naming no class
    /// counts for every class).
    package func appReads(_ property: String, forClass className: String) -> Bool {
        builtInReads[property]?.contains { $0.className == nil || $0.className == className } ?? false
    }

    /// A short account of where the workspace reads or declares `name`, for hovers and completion.
    package func origin(of property: Property) -> String {
        var parts: [String] = []
        if property.declared {
            parts.append("declared in `nuance.json`" + (property.type.map { " as \($0.displayName)" } ?? ""))
        }
        if let read = property.reads.first {
            let more = property.reads.count > 1 ? " and \(property.reads.count - 1) more" : ""
            parts.append("read by the app at `\(read.path):\(read.line + 1)`\(more)")
        }
        return parts.joined(separator: "; ")
    }
}
