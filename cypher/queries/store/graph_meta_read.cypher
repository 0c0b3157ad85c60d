// What the graph remembers about itself: the embedder that made its vectors (model, dimension, and the
// local model's variant: fp32 or int8; null for remote endpoints and for graphs written before it was
// recorded, whose vectors are fp32).
OPTIONAL MATCH (m:GraphMeta {key: 'embedding'})
RETURN m.model AS model, m.dimension AS dimension, m.variant AS variant
