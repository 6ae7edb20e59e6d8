-- A tenant admin may suspend a member: the membership stays (role, history) but gives no
-- access until it is active again.
ALTER TABLE memberships DROP CONSTRAINT memberships_status_check;
ALTER TABLE memberships
  ADD CONSTRAINT memberships_status_check CHECK (status IN ('active', 'pending', 'suspended'));
