-- The indexed terms of a chunk's page title and heading path (issue 16). BM25
-- weighs a query term found there more (RANKING.headingBoost); the ranking used
-- to stem the title and headings of its 50 best candidates on every question
-- (about a third of the query's time on a 500-chunk base). They depend on the
-- row alone, so PostgreSQL keeps them with it, by the same configuration as the
-- postings (TS_CONFIG in src/resources/knowledge/index-store.ts).
ALTER TABLE knowledge_chunks ADD COLUMN field_terms text[] NOT NULL
  GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('english'::regconfig, COALESCE(title, '') || E'\n' || COALESCE(heading, '')))) STORED;
