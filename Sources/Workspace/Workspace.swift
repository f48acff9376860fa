// The Workspace module.
