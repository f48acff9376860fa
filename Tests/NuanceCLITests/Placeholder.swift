// Tests of the NuanceCLI target.
