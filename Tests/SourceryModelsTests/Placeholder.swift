// Tests of the SourceryModels target.
