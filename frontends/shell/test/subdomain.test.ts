import {
  isValidSubdomain,
  normaliseSubdomain,
  suggestSubdomain,
} from '../src/pages/onboarding/subdomain';
import { stepFromServer } from '../src/pages/onboarding/steps';
import { onboardingCatalogue } from '../src/pages/onboarding/i18n';
import { seatsError } from '../src/pages/onboarding/PlanStep';

describe('subdomain rules (docs/product.md §5)', () => {
  it.each([
    ['Acme Studio', 'acme-studio'],
    ['ACME_co!', 'acmeco'],
    ['x'.repeat(80), 'x'.repeat(63)],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseSubdomain(input)).toBe(expected);
  });

  it.each([
    ['ab', true],
    ['acme-studio', true],
    ['a', false],
    ['-acme', false],
    ['acme-', false],
    ['ac--me', false],
    ['x'.repeat(64), false],
  ])('%s valid: %s', (value, valid) => {
    expect(isValidSubdomain(value)).toBe(valid);
  });

  it('suggests a subdomain from the company name without stray hyphens', () => {
    expect(suggestSubdomain('  Bright  Line & Co ')).toBe('bright-line-co');
  });
});

describe('onboarding steps', () => {
  it('follows the step the server names and treats provisioning as the review', () => {
    expect(
      ['plan', 'branding', 'capabilities', 'review', 'provision', 'weird'].map(stepFromServer),
    ).toEqual(['plan', 'branding', 'capabilities', 'review', 'review', 'plan']);
  });

  it.each([
    ['0', true],
    ['1.5', true],
    ['', true],
    ['1', false],
    ['4', false],
  ])('admin seats %s rejected: %s', (seats, rejected) => {
    const problem = seatsError(seats, onboardingCatalogue.intl('en'));
    expect(problem).toBe(rejected ? 'Seats must be a whole number of at least 1' : undefined);
  });
});
