// Communities of the concept graph by Leiden (OpenGDS), finest level first in each node's list.
// The graph is projected from $edges ([{a, b, weight}], nodes as the integers the caller numbered them,
// in a fixed order) under the name $graph, clustered with a fixed seed on one thread (the same edges
// give the same communities), and dropped again. $gamma: the resolution (higher: smaller communities).
CALL {
  UNWIND $edges AS edge
  WITH gds.graph.project($graph, edge.a, edge.b, {relationshipProperties: {weight: edge.weight}},
                         {undirectedRelationshipTypes: ['*']}) AS projected
  RETURN projected.nodeCount AS projected
}
CALL gds.leiden.stream($graph, {relationshipWeightProperty: 'weight', includeIntermediateCommunities: true,
                                randomSeed: $seed, concurrency: 1, gamma: $gamma, maxLevels: $max_levels})
YIELD nodeId, intermediateCommunityIds
RETURN nodeId AS node, intermediateCommunityIds AS levels
ORDER BY node
