// Tests of the LanguageServer target.
