// How many paragraphs and symbols of code have no vector yet (an ingest wrote them before their vectors
// were made): counted from the label's store, at once.
MATCH (n:VectorOwed)
RETURN count(n) AS owed
