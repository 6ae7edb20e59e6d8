/**
 * CSV import of users (the export's columns: Name, Email, Role; Created is ignored). Every row
 * is checked before anything happens: a well-formed email, once in the file, not already a
 * member, a role of the tenant (by key or label). One bad row and nothing is invited; the
 * answer lists each row with its error so the screen's preview can show them, in the person's
 * language as every server message is (@portico/rules translateServerMessage, like the error
 * bodies of http/errors.ts). With `dry_run` the answer is only the preview.
 */
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { AUDIENCES, translateServerMessage } from '@portico/rules';
import { route } from '../../api/route';
import { chargeRateLimit, RATE_LIMITS } from '../../auth/rateLimit';
import { callContext } from '../../auth/principal';
import { localeOf } from '../../http/errors';
import { signupUrl } from '../../shared/links';
import { tenantDirectory } from '../../shared/tenantDirectory';

const MAX_ROWS = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A row's problem, in English where the rule lives; the answer carries it in the person's language. */
const IMPORT_ROW_MESSAGES = {
  notCsv: 'The file is not valid CSV',
  noRows: 'The file has no rows',
  tooMany: `At most ${MAX_ROWS} rows at a time`,
  badEmail: 'Please enter a valid email address',
  twice: 'This email appears twice in the file',
  member: 'Already a member of this workspace',
  // The tenant's role labels, as its people know them (the file may name a role by either).
  badRole: (role: string, labels: string) => `Invalid role "${role}". Please use one of: ${labels}`,
} as const;

const RowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  error: z.string().optional(),
});
type Row = z.infer<typeof RowSchema>;

function parseRows(csv: string): Row[] {
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch {
    return [{ line: 1, name: '', email: '', role: '', error: IMPORT_ROW_MESSAGES.notCsv }];
  }
  return records.map((r, i) => ({
    line: i + 2,
    name: r.name ?? '',
    email: (r.email ?? '').toLowerCase(),
    role: r.role ?? '',
  }));
}

export const importRoute = route({
  method: 'POST',
  path: '/api/users/import',
  summary: 'Invite the users of a CSV (Name, Email, Role): all rows or none; dry_run previews',
  tag: 'Users',
  allow: AUDIENCES.admins,
  rateLimit: 'importUsers',
  body: z
    .object({
      csv: z.string().min(1, 'Choose a CSV file').max(500_000),
      dry_run: z.boolean().optional(),
    })
    .strict(),
  response: z.object({
    rows: z.array(RowSchema),
    imported: z.number().int(),
    valid: z.boolean(),
  }),
  handler: async ({ body, req, res, deps }) => {
    const ctx = callContext(req);
    const rows = parseRows(body.csv);
    const [{ roles }, members] = await Promise.all([
      deps.services.tenancy.ListTenantRoles({}, ctx),
      tenantDirectory(deps, req),
    ]);
    const memberEmails = new Set(members.map((m) => m.email.toLowerCase()));
    const seen = new Set<string>();
    if (rows.length === 0)
      rows.push({ line: 1, name: '', email: '', role: '', error: IMPORT_ROW_MESSAGES.noRows });
    if (rows.length > MAX_ROWS) rows[MAX_ROWS]!.error = IMPORT_ROW_MESSAGES.tooMany;
    const labels = roles.map((r) => r.role_label || r.role_key).join(', ');
    for (const row of rows) {
      if (row.error) continue;
      const role = roles.find(
        (r) => r.role_key === row.role || r.role_label.toLowerCase() === row.role.toLowerCase(),
      );
      if (!EMAIL.test(row.email)) row.error = IMPORT_ROW_MESSAGES.badEmail;
      else if (seen.has(row.email)) row.error = IMPORT_ROW_MESSAGES.twice;
      else if (memberEmails.has(row.email)) row.error = IMPORT_ROW_MESSAGES.member;
      else if (!role) row.error = IMPORT_ROW_MESSAGES.badRole(row.role, labels);
      else row.role = role.role_key;
      seen.add(row.email);
    }
    const valid = rows.every((r) => !r.error);
    if (!valid || body.dry_run) {
      const locale = localeOf(req);
      res.vary('Accept-Language');
      for (const row of rows) if (row.error) row.error = translateServerMessage(row.error, locale);
      return { rows, imported: 0, valid };
    }
    // Every row is an invitation email: the rows count against the invitation limit, so an
    // import cannot send more than invitations one by one could.
    const invite = RATE_LIMITS.invite;
    await chargeRateLimit(
      deps,
      req,
      invite,
      rows.length,
      `Too many invitations: at most ${invite.perAccount} an hour. Import fewer rows or try again later.`,
    );
    // One call, one transaction in tenancy: a row refused at creation (an invitation sent
    // meanwhile, the plan's client limit) leaves nothing invited.
    await deps.services.tenancy.CreateInvitations(
      {
        invitations: rows.map((row) => ({
          email: row.email,
          role: row.role,
          signup_base_url: signupUrl(deps),
        })),
      },
      ctx,
    );
    return { rows, imported: rows.length, valid };
  },
});
