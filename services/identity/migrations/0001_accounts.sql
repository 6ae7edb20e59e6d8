-- Users and how they prove who they are. Users are platform-wide (a person may belong to
-- several tenants), so these tables carry no tenant_id and need no row-level security.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  phone text,
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  title text,
  linkedin text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);
-- One account per email, whatever its case.
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

CREATE TABLE global_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

-- Ed25519 keys that sign access tokens; retired keys stay published until their tokens expire.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  private_pem text NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);

-- A session is one sign-in: the family of refresh tokens rotated from it.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonator_id uuid REFERENCES users (id) ON DELETE CASCADE,
  impersonation_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Only the SHA-256 of each refresh token is kept. used_at marks a rotated token; presenting
-- it again is reuse and revokes the session.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Fixed-window counters shared by every gateway replica (rate limits).
CREATE TABLE rate_limit_counters (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start);
