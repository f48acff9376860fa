/* Styles for the SDK controls: nothing overridden yet */
