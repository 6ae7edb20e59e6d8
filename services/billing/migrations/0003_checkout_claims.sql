-- A landing-page checkout is paid before its workspace exists; the workspace created after it
-- claims it once. The session id is the key, so a second claim (another workspace, a replayed
-- request, two racing provisions) finds the row and is refused. Sessions may be Stripe's
-- (not in checkout_sessions), hence a table of its own. Not tenant-owned: a claim is looked up
-- by session before any tenant is known, so it has no row-level security.
CREATE TABLE checkout_claims (
  session_id text PRIMARY KEY,
  tenant_id uuid NOT NULL,
  plan text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);

-- The events a consumer applied once (tenancy's tenant created, for "Bypass Billing") are
-- recorded in the kit's processed_events.
