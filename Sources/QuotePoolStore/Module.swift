// QuotePoolStore: the SQLite connection, migrations and the pool repository.
