// Wait until every index is online (after a bulk load rebuilt them). $seconds: the most to wait.
CALL db.awaitIndexes($seconds)
