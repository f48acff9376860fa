// The DesignTokens module.
