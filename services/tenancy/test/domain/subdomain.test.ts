import { isValidSubdomain, normaliseSubdomain, slugFromName } from '../../src/domain/subdomain';

describe('subdomain normalisation', () => {
  it.each([
    ['Acme', 'acme'],
    ['  Acme Studio  ', 'acme-studio'],
    ['Big   Agency', 'big-agency'],
    ['ACME-01', 'acme-01'],
  ])('%j becomes %j', (input, expected) => {
    expect(normaliseSubdomain(input)).toBe(expected);
  });
});

describe('subdomain validity (docs/product.md §5)', () => {
  it.each([
    ['acme', true],
    ['a1', true],
    ['acme-studio', true],
    ['0acme9', true],
    ['a'.repeat(63), true],
    ['a', false],
    ['', false],
    ['a'.repeat(64), false],
    ['-acme', false],
    ['acme-', false],
    ['ac--me', false],
    ['acme_studio', false],
    ['acme.studio', false],
    ['Acme', false],
    ['acmé', false],
  ])('%j valid: %s', (subdomain, valid) => {
    expect(isValidSubdomain(subdomain)).toBe(valid);
  });
});

describe('slug from a tenant name', () => {
  it.each([
    ['Acme Studio', 'acme-studio'],
    ['  --Big & Bold!-- ', 'big-bold'],
  ])('%j becomes %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });
});
