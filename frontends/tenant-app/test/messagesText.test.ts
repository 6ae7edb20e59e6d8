import { tenantCatalogue } from '../src/i18n';
import { preview, shortTime, type ChatMessage } from '../src/messages/types';

const message = (patch: Partial<ChatMessage>) =>
  ({ body: '', deleted_at: null, attachments: [], ...patch }) as ChatMessage;

describe("the inbox's words in the reader's language", () => {
  beforeAll(() => tenantCatalogue.load('es'));

  it.each([
    ['en', message({ deleted_at: '2026-11-27T10:00:00Z' }), 'Message deleted'],
    ['es', message({ deleted_at: '2026-11-27T10:00:00Z' }), 'Mensaje eliminado'],
    ['en', message({ attachments: [{}, {}] as ChatMessage['attachments'] }), '2 attachments'],
    ['es', message({ attachments: [{}] as ChatMessage['attachments'] }), '1 adjunto'],
    ['es', message({ body: '**Hola** equipo' }), 'Hola equipo'],
  ] as const)('previews in %s', (locale, shown, text) => {
    expect(preview(tenantCatalogue.intl(locale), shown)).toBe(text);
  });

  it("dates an earlier day's message in the reader's language", () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(shortTime(tenantCatalogue.intl('es'), '2026-03-05T12:00:00Z', now)).toBe('5 mar');
    expect(shortTime(tenantCatalogue.intl('en'), '2026-03-05T12:00:00Z', now)).toBe('Mar 5');
  });
});
