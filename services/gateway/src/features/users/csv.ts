/**
 * CSV of the tenant's users (docs/product.md §9: `users.csv`, columns Name, Email, Role, Created).
 * The export streams row by row through csv-stringify and defuses spreadsheet formulas (a cell
 * starting with = + - @ or a control character gets a leading apostrophe, OWASP's advice), so
 * a member who names themselves `=HYPERLINK(...)` cannot run anything on the admin's machine.
 * The import (import.ts) takes the same columns.
 */
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { filterAndSort, SORT_FIELDS, STATUS_FILTERS } from './directory';
import { importRoute } from './import';
import { tenantDirectory } from '../../shared/tenantDirectory';

export const CSV_COLUMNS = ['Name', 'Email', 'Role', 'Created'] as const;

/** A cell a spreadsheet will not evaluate. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const csvRoutes = [
  route({
    method: 'GET',
    path: '/api/users/export.csv',
    summary: 'The tenant’s users as users.csv (Name, Email, Role, Created), in the list’s order',
    tag: 'Users',
    allow: AUDIENCES.admins,
    query: z.object({
      search: z.string().max(200).optional(),
      role: z.string().max(500).optional(),
      status: z.enum(STATUS_FILTERS).optional(),
      sort: z.enum(SORT_FIELDS).optional(),
      order: z.enum(['asc', 'desc']).optional(),
    }),
    streams: { out: 'text/csv' },
    response: z.string().describe('users.csv, streamed'),
    handler: async ({ query, req, res, deps }) => {
      const users = filterAndSort(await tenantDirectory(deps, req), {
        search: query.search,
        roles: query.role
          ?.split(',')
          .map((r) => r.trim())
          .filter(Boolean),
        status: query.status,
        sort: query.sort,
        order: query.order,
      });
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', 'attachment; filename="users.csv"');
      res.setHeader('Cache-Control', 'no-store');
      const csv = stringify({ header: true, columns: [...CSV_COLUMNS] });
      csv.pipe(res);
      for (const u of users) {
        const row = [u.name, u.email, u.role_label, u.created_at].map(safeCell);
        // Respect back-pressure: a slow download does not buffer the whole list twice.
        if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
      await new Promise((resolve) => res.once('finish', resolve));
      // The bytes went out above; a streaming route's return value is never sent.
      return '';
    },
  }),
  importRoute,
];
