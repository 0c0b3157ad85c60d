// For `kg bench code`: the throwaway database emptied, to ingest the changed repository afresh and
// compare it with the re-ingest.
MATCH (n)
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS
