// Record the embedder whose vectors the graph holds ($model, $dimension).
MERGE (m:GraphMeta {key: 'embedding'})
SET m.model = $model, m.dimension = $dimension
