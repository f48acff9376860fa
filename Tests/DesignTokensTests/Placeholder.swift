// Tests of the DesignTokens target.
