// `kg bench communities`: Louvain on the graph Leiden clusters (the same numbered, weighted edges),
// seeded-free but on one thread, for comparison. $graph: the projection's name; $edges: [{a, b, weight}].
CALL {
  UNWIND $edges AS edge
  WITH gds.graph.project($graph, edge.a, edge.b, {relationshipProperties: {weight: edge.weight}},
                         {undirectedRelationshipTypes: ['*']}) AS projected
  RETURN projected.nodeCount AS projected
}
CALL gds.louvain.stream($graph, {relationshipWeightProperty: 'weight', includeIntermediateCommunities: true,
                                 concurrency: 1})
YIELD nodeId, intermediateCommunityIds
RETURN nodeId AS node, intermediateCommunityIds AS levels
ORDER BY node
