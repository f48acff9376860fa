// The NSS module.
