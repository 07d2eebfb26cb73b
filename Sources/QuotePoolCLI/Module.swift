// QuotePoolCLI: commands and exit codes.
