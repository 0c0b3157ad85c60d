// kg_server schema. Applied by `kg init`; every statement is idempotent (IF NOT EXISTS), so running it
// again changes nothing. $dimension is the embedding dimension of the configured embedder.

// Uniqueness on every id (each constraint also gives a lookup index).
CREATE CONSTRAINT document_name IF NOT EXISTS FOR (d:Document) REQUIRE d.name IS UNIQUE;
CREATE CONSTRAINT source_id IF NOT EXISTS FOR (s:Source) REQUIRE s.source_id IS UNIQUE;
CREATE CONSTRAINT concept_id IF NOT EXISTS FOR (c:Concept) REQUIRE c.concept_id IS UNIQUE;
CREATE CONSTRAINT instance_id IF NOT EXISTS FOR (i:Instance) REQUIRE i.instance_id IS UNIQUE;
CREATE CONSTRAINT viz_session_id IF NOT EXISTS FOR (v:VizSession) REQUIRE v.session_id IS UNIQUE;
CREATE CONSTRAINT graph_meta_key IF NOT EXISTS FOR (m:GraphMeta) REQUIRE m.key IS UNIQUE;
CREATE CONSTRAINT change_sequence IF NOT EXISTS FOR (c:Change) REQUIRE c.sequence IS UNIQUE;
CREATE CONSTRAINT community_id IF NOT EXISTS FOR (k:Community) REQUIRE k.community_id IS UNIQUE;
CREATE CONSTRAINT community_summary_key IF NOT EXISTS FOR (s:CommunitySummary) REQUIRE s.key IS UNIQUE;

// Lookups by position and by folder.
CREATE INDEX source_document_paragraph IF NOT EXISTS FOR (s:Source) ON (s.document, s.paragraph);
CREATE INDEX document_topic IF NOT EXISTS FOR (d:Document) ON (d.topic);
CREATE INDEX viz_session_expires IF NOT EXISTS FOR (v:VizSession) ON (v.expires_at);
// Symbols by id and by file: the code queries name `(:Symbol {concept_id: ...})`, which the Concept
// constraint's index does not serve (a label scan per row: 5 s to link click's prose to its code).
CREATE INDEX symbol_id IF NOT EXISTS FOR (c:Symbol) ON (c.concept_id);
CREATE INDEX symbol_document IF NOT EXISTS FOR (c:Symbol) ON (c.document);
// find_contradictions reads the most confident contradictions first, without scanning them all.
CREATE INDEX contradicts_confidence IF NOT EXISTS FOR ()-[r:CONTRADICTS]-() ON (r.confidence);

// Meaning: native vector indexes (cosine; Neo4j reports the score as (1 + cosine) / 2).
CREATE VECTOR INDEX concept_embedding IF NOT EXISTS
FOR (c:Concept) ON c.embedding
OPTIONS {indexConfig: {`vector.dimensions`: $dimension, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX source_embedding IF NOT EXISTS
FOR (s:Source) ON s.embedding
OPTIONS {indexConfig: {`vector.dimensions`: $dimension, `vector.similarity_function`: 'cosine'}};

// Exact terms: full-text (Lucene) indexes. The English analyzer drops stop words and stems, so
// "sues" finds "sue" and "the" matches nothing; identifiers such as "15.2" stay whole.
CREATE FULLTEXT INDEX concept_text IF NOT EXISTS
FOR (c:Concept) ON EACH [c.label, c.description, c.aliases]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE FULLTEXT INDEX source_text IF NOT EXISTS
FOR (s:Source) ON EACH [s.text]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
// Documents by their title's words (no stemming): graph mode finds the documents a paragraph names by title.
CREATE FULLTEXT INDEX document_title IF NOT EXISTS
FOR (d:Document) ON EACH [d.title]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'standard'}};
// A concept's quotes: lexical concept search finds a concept by the words its quotes carry too.
CREATE FULLTEXT INDEX instance_text IF NOT EXISTS
FOR (i:Instance) ON EACH [i.quote]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
