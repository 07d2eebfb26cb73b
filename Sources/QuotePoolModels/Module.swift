// QuotePoolModels: backends that draft, judge and embed.
