// Tests of the JSON target.
