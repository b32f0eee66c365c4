-- Knowledge: bases (personal or shared), the agents that read them, sources,
-- the pages read from them, chunks, and the BM25 postings retrieval scores over.

CREATE TABLE knowledge_bases (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  name text NOT NULL,
  description text,
  shared boolean NOT NULL,
  -- The agent a personal base belongs to; null for shared bases.
  owner_agent_id uuid,
  refresh_mode text NOT NULL DEFAULT 'auto' CHECK (refresh_mode IN ('auto', 'scheduled', 'off')),
  refresh_interval text CHECK (refresh_interval IN ('daily', 'weekly', 'monthly')),
  -- auto: conditional re-read of known pages; auto and scheduled: full re-discovery.
  next_watch_at timestamptz(3),
  next_full_at timestamptz(3),
  last_refresh jsonb,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CHECK ((refresh_mode = 'scheduled') = (refresh_interval IS NOT NULL)),
  CHECK (NOT (shared AND owner_agent_id IS NOT NULL)),
  FOREIGN KEY (tenant_id, owner_agent_id) REFERENCES agents (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX knowledge_bases_personal ON knowledge_bases (tenant_id, owner_agent_id) WHERE owner_agent_id IS NOT NULL;
CREATE INDEX knowledge_bases_due_watch ON knowledge_bases (next_watch_at) WHERE next_watch_at IS NOT NULL;
CREATE INDEX knowledge_bases_due_full ON knowledge_bases (next_full_at) WHERE next_full_at IS NOT NULL;
SELECT svc_tenant_table('knowledge_bases');

-- Every agent that reads a base: the owner of a personal base, and each agent a shared base is attached to.
CREATE TABLE knowledge_base_agents (
  tenant_id text NOT NULL,
  base_id uuid NOT NULL,
  agent_id uuid NOT NULL,
  created_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, base_id, agent_id),
  FOREIGN KEY (tenant_id, base_id) REFERENCES knowledge_bases (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, agent_id) REFERENCES agents (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX knowledge_base_agents_agent ON knowledge_base_agents (tenant_id, agent_id);
SELECT svc_tenant_table('knowledge_base_agents');

CREATE TABLE knowledge_sources (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  base_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('url', 'sitemap', 'text', 'file')),
  name text NOT NULL,
  url text,
  include_subpages boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('pending', 'indexing', 'loaded', 'failed')),
  error text,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CHECK ((kind IN ('url', 'sitemap')) = (url IS NOT NULL)),
  FOREIGN KEY (tenant_id, base_id) REFERENCES knowledge_bases (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX knowledge_sources_recent ON knowledge_sources (tenant_id, created_at DESC, id DESC);
CREATE INDEX knowledge_sources_base ON knowledge_sources (tenant_id, base_id, created_at DESC, id DESC);
SELECT svc_tenant_table('knowledge_sources');

-- One page (or one text) read from a source, with what conditional requests need.
CREATE TABLE knowledge_documents (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  base_id uuid NOT NULL,
  source_id uuid NOT NULL,
  url text,
  title text,
  content_hash text NOT NULL,
  etag text,
  last_modified text,
  fetched_at timestamptz(3) NOT NULL,
  checked_at timestamptz(3) NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, source_id) REFERENCES knowledge_sources (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX knowledge_documents_url ON knowledge_documents (tenant_id, source_id, url) WHERE url IS NOT NULL;
CREATE INDEX knowledge_documents_source ON knowledge_documents (tenant_id, source_id);
SELECT svc_tenant_table('knowledge_documents');

CREATE TABLE knowledge_chunks (
  tenant_id text NOT NULL,
  id uuid NOT NULL,
  base_id uuid NOT NULL,
  source_id uuid NOT NULL,
  document_id uuid NOT NULL,
  chunk_index integer NOT NULL,
  title text,
  url text,
  heading text,
  text text NOT NULL,
  -- Indexed terms in the chunk (its BM25 document length).
  length integer NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, document_id) REFERENCES knowledge_documents (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX knowledge_chunks_document ON knowledge_chunks (tenant_id, document_id, chunk_index);
CREATE INDEX knowledge_chunks_base ON knowledge_chunks (tenant_id, base_id) INCLUDE (length);
SELECT svc_tenant_table('knowledge_chunks');

-- BM25 postings: one row per (term, chunk) with the term frequency and the
-- chunk's length copied in, so scoring never touches the chunks table. Document
-- frequencies are counted from here per base, so a delete changes them at once.
CREATE TABLE knowledge_postings (
  tenant_id text NOT NULL,
  base_id uuid NOT NULL,
  term text NOT NULL,
  chunk_id uuid NOT NULL,
  tf integer NOT NULL,
  dl integer NOT NULL,
  -- tf and dl ride in the key's index, so scoring reads postings from the index alone.
  PRIMARY KEY (tenant_id, base_id, term, chunk_id) INCLUDE (tf, dl),
  FOREIGN KEY (tenant_id, chunk_id) REFERENCES knowledge_chunks (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX knowledge_postings_chunk ON knowledge_postings (tenant_id, chunk_id);
SELECT svc_tenant_table('knowledge_postings');
