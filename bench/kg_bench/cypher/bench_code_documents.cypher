// For `kg bench code`: the code files the graph holds (their names, paths from the repository's folder).
MATCH (d:Document {kind: 'code'})
RETURN d.name AS name
ORDER BY name
