import SourceryModels

/// The vocabularies FioriSwiftUICore's templates read.
extension Vocabulary {
    package static let fioriComponentsName = "fiori-components"
    package static let fioriModelsName = "fiori-models"

    package static let builtIn: [Vocabulary] = [fioriComponents, fioriModels]

    /// The current pattern: styleable components declared by `_XComponent` protocols.
    package static let fioriComponents = Vocabulary(
        name: fioriComponentsName,
        summary: "FioriSwiftUICore styleable components (`_ComponentProtocols`)",
        keys: [
            VocabularyKey(
                "BaseComponent", on: .type, shape: .flag,
                meaning: "generates the component `X`, `XStyle`, `XConfiguration`, `XBaseStyle` and `XFioriStyle`",
                marksComponent: true),
            VocabularyKey(
                "CompositeComponent", on: .type, shape: .flag,
                meaning: "generates a component like `BaseComponent`, plus a style for each child component",
                marksComponent: true, marksComposite: true),
            VocabularyKey("InternalComponent", on: .type, shape: .flag, meaning: "the generated declarations are not `public`"),
            VocabularyKey(
                "importFrameworks", on: .type, shape: .arrayOfStrings,
                meaning: "extra `import` lines in the generated files (an array of strings; a plain string is ignored)"),
            VocabularyKey(
                "@ViewBuilder", on: .property, shape: .flag,
                meaning: "a result-builder property: `@ViewBuilder name: () -> any View`"),
            VocabularyKey(
                "resultBuilder.name", on: .property, shape: .builderWithAt,
                meaning: "a custom result builder, written with `@` (ignored when `@ViewBuilder` is present)"),
            VocabularyKey(
                "resultBuilder.backingComponent", on: .property, shape: .typeName,
                meaning: "the view that renders the data value (by default `Text`, `OptionalText` or `TextOrIconView`)"),
            VocabularyKey(
                "resultBuilder.returnType", on: .property, shape: .string,
                meaning: "the builder closure's return type instead of `any View`"),
            VocabularyKey(
                "resultBuilder.defaultValue", on: .property, shape: .string,
                meaning: "the default of the builder parameter (a closure literal)"),
            VocabularyKey(
                "@Binding", on: .property, shape: .flag,
                meaning: "a binding property (only its presence counts: `@Binding = false` still means binding)"),
            VocabularyKey("defaultValue", on: .property, shape: .value, meaning: "the initializer's default for the property"),
            VocabularyKey(
                "default.value", on: .property, shape: .value,
                meaning: "the initializer's default for the property (read after `defaultValue`)"),
            VocabularyKey(
                "default.isStringLiteral", on: .property, shape: .flag,
                meaning: "wraps `default.value` in quotes"),
        ],
        predecessor: fioriModelsName)

    /// The deprecated pattern: `XModel` protocols in `ModelDefinitions.swift` and `Components/`.
    package static let fioriModels = Vocabulary(
        name: fioriModelsName,
        summary: "FioriSwiftUICore deprecated model pattern (`Models/ModelDefinitions.swift`, `Components/`)",
        keys: [
            VocabularyKey(
                "generated_component", on: .type, shape: .flag,
                meaning: "generates the view `X` with view-builder, model and data initializers", marksComponent: true),
            VocabularyKey(
                "generated_component_composite", on: .type, shape: .flag,
                meaning: "like `generated_component`, for models composed of other models", marksComponent: true,
                marksComposite: true),
            VocabularyKey(
                "generated_component_not_configurable", on: .type, shape: .flag,
                meaning: "a non-generic view, the implicit backing view of properties typed with this model",
                marksComponent: true),
            VocabularyKey(
                "add_env_props", on: .type, shape: .stringOrArray,
                meaning: "adds `@Environment(\\.x) var x` (repeat the key to add more)"),
            VocabularyKey(
                "add_view_builder_params", on: .type, shape: .stringOrArray,
                meaning: "extra `@ViewBuilder` parameters not backed by properties"),
            VocabularyKey(
                "virtualProp", match: .contains, on: .type, shape: .string,
                meaning: "a Swift declaration inserted verbatim (any key containing `virtualProp`)"),
            VocabularyKey(
                "availableAttributeContent", on: .type, shape: .string,
                meaning: "`@available(<content>)` on the generated code"),
            VocabularyKey("importFrameworks", on: .type, shape: .arrayOfStrings, meaning: "extra `import` lines"),
            VocabularyKey("backingComponent", on: .property, shape: .typeName, meaning: "the SDK view that renders the value"),
            VocabularyKey(
                "customFunctionBuilder", on: .property, shape: .builderWithoutAt,
                meaning: "a result builder instead of `@ViewBuilder`, written without `@`"),
            VocabularyKey("genericParameter.name", on: .property, shape: .string, meaning: "renames the generic parameter"),
            VocabularyKey("genericParameter.type", on: .property, shape: .string, meaning: "constrains the generic parameter"),
            VocabularyKey("no_view", on: .property, shape: .flag, meaning: "stored with its data type, not as a view"),
            VocabularyKey("no_style", on: .property, shape: .flag, meaning: "no style modifier environment key"),
            VocabularyKey("bindingProperty", on: .property, shape: .flag, meaning: "a `Binding<T>` parameter"),
            VocabularyKey(
                "bindingPropertyOptional", on: .property, shape: .flagOrString,
                meaning: "an optional binding, optionally with a default (`.constant(\"\")`)"),
            VocabularyKey("default.value", on: .property, shape: .value, meaning: "the initializer's default"),
            VocabularyKey("default.isStringLiteral", on: .property, shape: .flag, meaning: "wraps `default.value` in quotes"),
            VocabularyKey("defaultValue", on: .property, shape: .value, meaning: "the initializer's default"),
            VocabularyKey(
                "default.<var>.value", match: .dottedPattern, on: .type, shape: .value,
                meaning: "the default for an inherited property"),
            VocabularyKey(
                "default.<var>.isStringLiteral", match: .dottedPattern, on: .type, shape: .flag,
                meaning: "wraps the inherited property's default in quotes"),
            VocabularyKey("no_nil_check", on: .any, shape: .any, meaning: "read by no template", isDead: true),
            VocabularyKey("add_public_props", on: .any, shape: .any, meaning: "read by no template", isDead: true),
            VocabularyKey(
                "swiftui_view_mod_param", match: .prefix, on: .any, shape: .any, meaning: "read by no template", isDead: true),
            VocabularyKey("return_concrete", on: .any, shape: .any, meaning: "read by no template", isDead: true),
            VocabularyKey("return_some_view", on: .any, shape: .any, meaning: "read by no template", isDead: true),
        ])
}
