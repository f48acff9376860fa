// Tests of the JSONRPC target.
