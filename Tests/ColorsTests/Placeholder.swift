// Tests of the Colors target.
