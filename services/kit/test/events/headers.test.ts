import {
  EVENT_ID_HEADER,
  OCCURRED_AT_HEADER,
  TENANT_ID_HEADER,
  TRACEPARENT_HEADER,
} from '../../src/events';
import { eventFromMessage, MalformedEventError, messageHeaders } from '../../src/events/headers';
import { outgoingEvent, text } from './helpers';

describe('event message headers', () => {
  it('carry the event id, type, tenant and time beside the extra headers', () => {
    const event = outgoingEvent('portico.forms.response.v1', { headers: { 'x-request-id': 'r1' } });

    expect(messageHeaders(event)).toEqual({
      'event-id': event.id,
      'event-type': event.type,
      'tenant-id': event.tenantId,
      'occurred-at': '2026-11-20T10:30:00.000Z',
      'x-request-id': 'r1',
    });
  });

  it('cannot be overridden by extra headers of the same name', () => {
    const event = outgoingEvent('portico.forms.response.v1', {
      tenantId: undefined,
      key: 'user-1',
      headers: { [EVENT_ID_HEADER]: 'forged', [TENANT_ID_HEADER]: 'other-tenant' },
    });

    const headers = messageHeaders(event);

    expect(headers[EVENT_ID_HEADER]).toBe(event.id);
    expect(headers[TENANT_ID_HEADER]).toBeUndefined();
  });

  it('keep the trace context captured with the event', () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const event = outgoingEvent('portico.forms.response.v1', {
      headers: { [TRACEPARENT_HEADER]: traceparent },
    });

    expect(messageHeaders(event)[TRACEPARENT_HEADER]).toBe(traceparent);
  });

  it('round-trip an event through a message unchanged', () => {
    const event = outgoingEvent('portico.content.file.v1');
    const headers = messageHeaders(event);

    const received = eventFromMessage({
      topic: event.topic,
      partition: 2,
      offset: '41',
      key: event.key,
      value: event.payload,
      headers,
    });

    expect(received).toEqual({ ...event, headers, partition: 2, offset: '41' });
    expect(text(received.payload)).toBe('payload');
  });

  it.each([
    ['no event id', { [EVENT_ID_HEADER]: undefined }],
    ['an unreadable time', { [OCCURRED_AT_HEADER]: 'yesterday' }],
  ])('refuse a message with %s as malformed', (_what, change) => {
    const headers = { ...messageHeaders(outgoingEvent('portico.content.file.v1')), ...change };
    const defined = Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );

    expect(() =>
      eventFromMessage({
        topic: 'portico.content.file.v1',
        partition: 0,
        offset: '7',
        key: null,
        value: null,
        headers: defined,
      }),
    ).toThrow(MalformedEventError);
  });
});
