import { clampAuditLimit, optionalUuid, parseDetails } from '../src/domain/audit';
import { toAuditEntry } from '../src/events/audit-consumer';

describe('audit rules', () => {
  it.each([
    [undefined, 100],
    [0, 100],
    [-5, 100],
    [200, 200],
    [50_000, 1000],
  ])('a requested limit of %p lists %i entries', (requested, expected) => {
    expect(clampAuditLimit(requested)).toBe(expected);
  });

  it('keeps a malformed details payload as text instead of losing it', () => {
    expect(parseDetails('{"plan":"pro"}')).toEqual({ plan: 'pro' });
    expect(parseDetails('not json')).toEqual({ raw: 'not json' });
    expect(parseDetails('[1,2]')).toEqual({ value: [1, 2] });
    expect(parseDetails('')).toEqual({});
  });

  it('stores only real uuids as ids; empty means the system', () => {
    expect(optionalUuid('')).toBeNull();
    expect(optionalUuid('system')).toBeNull();
    expect(optionalUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
  });

  it('takes the time the action happened, else the time the event was written', () => {
    const written = new Date('2026-11-01T10:00:00Z');
    const base = {
      actor_user_id: '',
      impersonator_user_id: '',
      action: 'user.signed_up',
      entity_type: 'user',
      entity_id: 'u1',
      tenant_id: '',
      reason: '',
      details_json: '',
    };
    expect(
      toAuditEntry('e1', { ...base, occurred_at: '2026-10-31T09:00:00Z' }, written).createdAt,
    ).toEqual(new Date('2026-10-31T09:00:00Z'));
    expect(toAuditEntry('e1', { ...base, occurred_at: 'garbage' }, written).createdAt).toEqual(
      written,
    );
  });
});
