// Tests of the Workspace target.
