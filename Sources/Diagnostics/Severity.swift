/// How serious a finding is. Ordered from most to least serious.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case error
    case warning
    case information
    case hint

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .information: return 2
        case .hint: return 3
        }
    }

    /// `error < warning`: the more serious severity sorts first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A severity as configured for a rule: a severity, or off.
public enum RuleLevel: Hashable, Sendable {
    case off
    case on(Severity)

    /// Parses `"off"`, `"error"`, `"warning"`, `"information"` (also `"info"`) or `"hint"`.
    public init?(configurationValue: String) {
        switch configurationValue {
        case "off": self = .off
        case "info": self = .on(.information)
        default:
            guard let severity = Severity(rawValue: configurationValue) else { return nil }
            self = .on(severity)
        }
    }

    public static let configurationValues = ["off", "error", "warning", "information", "info", "hint"]
}
