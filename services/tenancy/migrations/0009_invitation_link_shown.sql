-- An invitation whose link was shown to the inviter (POST /api/invite answers it, the super
-- console shares it): holding that link proves nothing about the address, so an account it makes
-- confirms its address by email. Invitations that only went by email keep proving it.
ALTER TABLE invitations ADD COLUMN link_shown boolean NOT NULL DEFAULT false;
