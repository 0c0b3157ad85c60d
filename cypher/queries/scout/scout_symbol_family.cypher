// What else a change of one symbol reaches, besides its own uses: the methods it overrides and those
// overriding it (an override has no references of its own: calls go through the base declaration), an
// enum's members, a class's constructor (with its parameters: a call of the class passes them), a type
// alias's variants (the symbols its definition names), and the class a member belongs to. $id: the
// symbol's concept id.
MATCH (c:Symbol {concept_id: $id})
CALL (c) {
  OPTIONAL MATCH (c)-[:OVERRIDES*1..4]->(b:Symbol)
  RETURN collect(DISTINCT b {.concept_id, .label, .kind, .document, .line, .signature, role: 'base'}) AS bases
}
CALL (c) {
  OPTIONAL MATCH (o:Symbol)-[:OVERRIDES*1..4]->(c)
  RETURN collect(DISTINCT o {.concept_id, .label, .kind, .document, .line, .signature, role: 'override'}) AS overrides
}
CALL (c) {
  OPTIONAL MATCH (m:Symbol)-[:PART_OF]->(c)
  WHERE m.kind = 'enum_member' OR (m.name IN ['__init__', 'constructor'] AND c.kind = 'class')
  RETURN collect(m {.concept_id, .label, .kind, .document, .line, .signature, .parameters, .parameter_kinds,
                    .parameter_defaults,
                    role: CASE m.kind WHEN 'enum_member' THEN 'member' ELSE 'constructor' END}) AS members
}
CALL (c) {
  OPTIONAL MATCH (c)-[:REFERENCES|INHERITS]->(v:Symbol)
  WHERE c.kind = 'type_alias' AND v.kind IN ['class', 'interface', 'enum', 'type_alias', 'enum_member']
  RETURN collect(DISTINCT v {.concept_id, .label, .kind, .document, .line, .signature, role: 'variant'}) AS variants
}
OPTIONAL MATCH (c)-[:PART_OF]->(owner:Symbol)
RETURN bases, overrides, members, variants, owner.concept_id AS owner, owner.kind AS owner_kind
