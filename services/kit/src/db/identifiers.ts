/**
 * Role names cannot be bound as query parameters (`SET ROLE $1` is not valid SQL), so the
 * tenant role is interpolated into statements. It is checked against a strict shape first,
 * and then quoted, so a misconfigured value can never become SQL.
 */
const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Returns the role name double-quoted for SQL, or throws when it is not a plain identifier. */
export function quoteRoleName(role: string): string {
  if (!ROLE_NAME.test(role)) {
    throw new Error(
      `Invalid database role name ${JSON.stringify(role)}: use lower-case letters, digits and _ (at most 63)`,
    );
  }
  return `"${role}"`;
}
