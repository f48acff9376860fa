// The SourceryModels module.
