/// The stylesheets rules, in documentation order.
package enum StylesheetRules {
    package static let all: [any Rule] = []
}
