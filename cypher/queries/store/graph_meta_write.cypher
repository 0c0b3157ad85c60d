// Record the embedder whose vectors the graph holds ($model, $dimension, $variant: fp32, int8 or null).
MERGE (m:GraphMeta {key: 'embedding'})
SET m.model = $model, m.dimension = $dimension, m.variant = $variant
