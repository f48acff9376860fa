// Tests of the Diagnostics target.
