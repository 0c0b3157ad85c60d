// A projection of the communities computation, dropped (also after a failure; absent is fine).
CALL gds.graph.drop($graph, false) YIELD graphName
RETURN graphName
