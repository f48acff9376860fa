// The LanguageServer module.
