import { decodeEvent, encodeEvent, EventCodecError } from '@portico/kit/events/codec';
import type { eventsV1 } from '@portico/proto';

describe('event codec', () => {
  it('round-trips an invitation with every field intact', () => {
    const invited = {
      tenant_id: 'tenant-1',
      user_id: '',
      invited: {
        invitation_id: 'inv-1',
        email: 'client@example.com',
        role: 'role2',
        invite_url: 'https://acme.portico.test/signup?invite=abc',
        tenant_name: 'Acme Coaching',
        tenant_logo_url: '/api/public/brand-assets/tenant-1/abc123',
        expires_at: '2026-11-29T10:00:00.000Z',
        invited_by: 'admin-1',
      },
    };
    const bytes = encodeEvent('portico.events.v1.MembershipEvent', invited);
    const decoded = decodeEvent('portico.events.v1.MembershipEvent', bytes);
    expect(decoded.kind).toBe('invited');
    expect(decoded.invited).toEqual(invited.invited);
    expect(decoded.tenant_id).toBe('tenant-1');
  });

  it('decodes 64-bit sizes as decimal strings, as the generated types say', () => {
    const bytes = encodeEvent('portico.events.v1.FileEvent', {
      tenant_id: 't',
      file_id: 'f',
      uploaded: { title: 'Contract', size_bytes: '9007199254740993', assigned_roles: ['client'] },
    });
    const decoded = decodeEvent('portico.events.v1.FileEvent', bytes);
    expect(decoded.uploaded?.size_bytes).toBe('9007199254740993');
    expect(decoded.uploaded?.assigned_roles).toEqual(['client']);
  });

  it('fills defaults for fields the producer left out', () => {
    const bytes = encodeEvent('portico.events.v1.AuditEvent', { action: 'file.deleted' });
    expect(decodeEvent('portico.events.v1.AuditEvent', bytes)).toMatchObject({
      action: 'file.deleted',
      actor_user_id: '',
      impersonator_user_id: '',
    });
  });

  it('accepts a decoded event back, oneof name included', () => {
    const first = decodeEvent(
      'portico.events.v1.UserEvent',
      encodeEvent('portico.events.v1.UserEvent', {
        user_id: 'u',
        email: 'a@example.com',
        password_reset_requested: {
          email: 'a@example.com',
          reset_url: 'https://x/reset?t=1',
          expires_at: 'soon',
        },
      }),
    );
    const again = decodeEvent(
      'portico.events.v1.UserEvent',
      encodeEvent('portico.events.v1.UserEvent', first),
    );
    expect(again).toEqual(first);
  });

  it('refuses a field the message does not declare, naming it', () => {
    expect(() =>
      encodeEvent('portico.events.v1.AuditEvent', {
        action: 'x',
        actor: 'u-1',
      } as unknown as Parameters<typeof encodeEvent<'portico.events.v1.AuditEvent'>>[1]),
    ).toThrow(/AuditEvent\.actor: unknown field/);
  });

  it('refuses an unknown field inside a nested message', () => {
    expect(() =>
      encodeEvent('portico.events.v1.SubscriptionEvent', {
        tenant_id: 't',
        seats_changed: { new_seats: 3, seats: 4 } as never,
      }),
    ).toThrow(EventCodecError);
  });

  it('refuses a value of the wrong type instead of coercing it', () => {
    expect(() =>
      encodeEvent('portico.events.v1.SubscriptionEvent', {
        tenant_id: 't',
        seats_changed: { new_seats: 'three' as unknown as number },
      }),
    ).toThrow(/new_seats: integer expected/);
  });

  it('refuses a message name that is not an event', () => {
    expect(() =>
      encodeEvent('portico.events.v1.Nope' as 'portico.events.v1.AuditEvent', { action: 'x' }),
    ).toThrow(/unknown event message portico.events.v1.Nope/);
  });

  it('reports bytes that are not the message instead of returning garbage', () => {
    expect(() =>
      decodeEvent('portico.events.v1.AuditEvent', Uint8Array.from([0x0a, 0xff, 0xff, 0xff])),
    ).toThrow(EventCodecError);
  });
});

describe('event codec typing', () => {
  it('decodes to an explicitly named generated type as well', () => {
    const bytes = encodeEvent('portico.events.v1.AuditEvent', { action: 'user.invited' });
    const audit = decodeEvent<eventsV1.AuditEvent__Output>('portico.events.v1.AuditEvent', bytes);
    expect(audit.action).toBe('user.invited');
  });
});
