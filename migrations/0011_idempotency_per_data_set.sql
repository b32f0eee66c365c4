-- Idempotency records belong to a data set (a workspace and mode), not to an
-- API key: a client that rotates its key and retries a request still gets the
-- stored answer instead of running the write twice. Where two keys of one data
-- set used the same Idempotency-Key, the newest record is kept. `api_key_id`
-- stays as a note of which key made the request.
DELETE FROM idempotency_keys a USING idempotency_keys b
WHERE a.tenant_id = b.tenant_id AND a.idem_key = b.idem_key
  AND (a.created_at, a.api_key_id) < (b.created_at, b.api_key_id);
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (tenant_id, idem_key);
