import type { DomainError } from '@portico/kit';
import { detectProvider, validateEmbed } from '../../src/domain/embeds';

describe('provider detection', () => {
  it.each([
    ['https://acme.notion.site/Onboarding-123', 'notion'],
    ['https://www.notion.so/acme/Page', 'notion'],
    ['https://calendly.com/acme/intro', 'calendly'],
    ['https://acme.monday.com/boards/1', 'monday'],
    ['https://airtable.com/embed/shr123', 'airtable'],
    ['https://app.hirepilot.com/jobs', 'hirepilot'],
    ['https://notion.so.evil.example/x', 'custom'],
    ['not a url', 'custom'],
  ])('%s is %s', (url, provider) => {
    expect(detectProvider(url)).toBe(provider);
  });
});

function refusal(draft: Parameters<typeof validateEmbed>[0]): DomainError {
  try {
    validateEmbed(draft);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

const draft = {
  title: 'Intro call',
  provider: 'calendly',
  url: 'https://calendly.com/acme/intro',
  embedType: 'role',
  userId: '',
  role: '',
};

describe('embed create rules', () => {
  it("asks for Title, Provider and URL with the spec's text", () => {
    expect(refusal({ ...draft, title: ' ' }).message).toBe('Please fill Title, Provider and URL');
    expect(refusal({ ...draft, url: '' }).message).toBe('Please fill Title, Provider and URL');
  });

  it('asks for a user for an individual audience', () => {
    expect(refusal({ ...draft, embedType: 'user' }).message).toBe('Please choose a user');
  });

  it('takes https only, without credentials', () => {
    expect(refusal({ ...draft, url: 'http://calendly.com/x' }).reason).toBe('url_not_https');
    expect(refusal({ ...draft, url: 'https://a:b@calendly.com/x' }).reason).toBe('url_credentials');
  });

  it("targets 'all' when a role audience names no role", () => {
    expect(validateEmbed(draft)).toMatchObject({ embedType: 'role', role: 'all', userId: null });
  });
});
