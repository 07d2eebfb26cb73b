// QuotePoolWorker: the stage chain shared by fill and eval.
