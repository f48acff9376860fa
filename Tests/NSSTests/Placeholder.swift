// Tests of the NSS target.
