// The names of every symbol, which prose may use for them (mentions.Names is made from these).
MATCH (c:Symbol)
RETURN collect({concept_id: c.concept_id, name: c.name, label: c.label, qualified_name: c.qualified_name,
                kind: c.kind, in_test: c.in_test}) AS symbols
