print("quotepool")
