-- Your Profile's colour (docs/product.md §9 "Profile colour palette: six colours", §2): the
-- member's avatar and initials take it in the shell and the CRM users list. One of the six role
-- colours; NULL until the person picks one (screens then show the first, blue).
ALTER TABLE users ADD COLUMN profile_color text
  CHECK (profile_color IN ('blue', 'purple', 'green', 'gray', 'orange', 'red'));
