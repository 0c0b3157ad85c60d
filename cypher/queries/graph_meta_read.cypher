// What the graph remembers about itself: the embedder that made its vectors.
OPTIONAL MATCH (m:GraphMeta {key: 'embedding'})
RETURN m.model AS model, m.dimension AS dimension
