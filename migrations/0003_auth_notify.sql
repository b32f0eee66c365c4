-- Server processes cache authenticated keys; any change that can turn a key's
-- answer (revocation, scopes, the plan flag, deletion) tells every process at
-- commit. last_used_at is deliberately not listed: it changes all the time.
CREATE FUNCTION svc_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('svc_auth', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER api_keys_auth_changed
  AFTER UPDATE OF revoked_at, scopes, mode, key_hash, workspace_id OR DELETE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION svc_auth_changed();

CREATE TRIGGER workspaces_auth_changed
  AFTER UPDATE OF api_enabled, sandbox_id OR DELETE ON workspaces
  FOR EACH STATEMENT EXECUTE FUNCTION svc_auth_changed();
