/** The audit hash chain's rules, without a database: what breaks a chain and what does not. */
import type { AuditEntry } from '../src/domain/audit';
import { canonicalJson, chainHash, verifyChain, type ChainedRow } from '../src/domain/chain';

const entry = (id: string, details: Record<string, unknown> = {}): AuditEntry => ({
  id,
  actorUserId: null,
  impersonatorUserId: null,
  action: 'user.role_changed',
  entityType: 'membership',
  entityId: 'm1',
  tenantId: 't1',
  reason: '',
  details,
  createdAt: new Date('2026-11-21T10:00:00Z'),
});

function chain(...entries: AuditEntry[]): ChainedRow[] {
  let prevHash = '';
  return entries.map((e, index) => {
    const hash = chainHash(e, index + 1, prevHash);
    const row = { entry: e, seq: index + 1, prevHash, hash };
    prevHash = hash;
    return row;
  });
}

it('hashes details the same whatever order PostgreSQL gives their keys back in', () => {
  expect(canonicalJson({ b: 1, a: { d: [1, 2], c: null } })).toBe(
    canonicalJson({ a: { c: null, d: [1, 2] }, b: 1 }),
  );
  expect(chainHash(entry('a', { x: 1, y: 2 }), 1, '')).toBe(
    chainHash(entry('a', { y: 2, x: 1 }), 1, ''),
  );
});

it('holds for an untouched chain', () => {
  expect(verifyChain(chain(entry('a'), entry('b'), entry('c')), 3)).toEqual({
    ok: true,
    checked: 3,
  });
});

it('breaks at a row whose content changed', () => {
  const rows = chain(entry('a'), entry('b'), entry('c'));
  rows[1]!.entry = { ...rows[1]!.entry, reason: 'edited' };
  expect(verifyChain(rows, 3)).toMatchObject({ ok: false, checked: 1, brokenAtId: 'b' });
});

it('breaks where a row in the middle was removed, and where rows were swapped', () => {
  const rows = chain(entry('a'), entry('b'), entry('c'));
  expect(verifyChain([rows[0]!, rows[2]!], 3)).toMatchObject({ ok: false, brokenAtId: 'c' });
  expect(verifyChain([rows[1]!, rows[0]!, rows[2]!], 3)).toMatchObject({
    ok: false,
    brokenAtId: 'b',
  });
});

it('breaks when the newest rows were removed, by the count the head keeps', () => {
  const rows = chain(entry('a'), entry('b'));
  expect(verifyChain(rows.slice(0, 1), 2)).toMatchObject({ ok: false, checked: 1 });
});
