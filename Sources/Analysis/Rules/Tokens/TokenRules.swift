/// The tokens rules, in documentation order.
package enum TokenRules {
    package static let all: [any Rule] = []
}
