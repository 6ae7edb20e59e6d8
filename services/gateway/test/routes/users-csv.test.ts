/** The users export never hands a spreadsheet a formula to run (OWASP CSV injection). */
import { safeCell } from '../../src/features/users/csv';

describe('a users.csv cell', () => {
  it.each(['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rCR'])(
    'that a spreadsheet would evaluate (%j) is defused with a leading apostrophe',
    (value) => {
      expect(safeCell(value)).toBe(`'${value}`);
    },
  );

  it.each(['Ada Lovelace', 'ada@example.com', 'Client', '2026-11-22T12:00:00.000Z', ''])(
    'that is plain text (%j) is left exactly as it is',
    (value) => {
      expect(safeCell(value)).toBe(value);
    },
  );
});
