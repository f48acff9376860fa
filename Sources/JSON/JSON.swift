// The JSON module.
