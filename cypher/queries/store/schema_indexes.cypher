// The state of the indexes kg_server relies on (vector dimensions, population progress).
SHOW INDEXES YIELD name, type, state, populationPercent, options
WHERE type IN ['VECTOR', 'FULLTEXT', 'RANGE']
RETURN name, type, state, populationPercent,
       options.indexConfig['vector.dimensions'] AS dimensions
ORDER BY name
