/**
 * The IP allowlist rules of docs/product.md §5 (each line blank, or an IPv4 address with an
 * optional /prefix of up to 2 digits) and who the console answers once a list is saved.
 */
import {
  DEFAULT_PLATFORM_SETTINGS,
  ipAllowed,
  isValidIpAllowlistLine,
  PASSWORD_COMPLEXITY_MESSAGES,
  passwordComplexityProblem,
  passwordTooShortMessage,
} from '../src';

describe('IP allowlist lines', () => {
  it.each([
    '',
    '   ',
    '10.0.0.1',
    '192.168.0.0/16',
    '0.0.0.0/0',
    '255.255.255.255/32',
    ' 10.1.2.3 ',
  ])('accepts %p', (line) => expect(isValidIpAllowlistLine(line)).toBe(true));
  it.each([
    '10.0.0',
    '10.0.0.256',
    '10.0.0.0/33',
    '10.0.0.0/123',
    '::1',
    'example.com',
    '10.0.0.0/',
  ])('refuses %p (red border)', (line) => expect(isValidIpAllowlistLine(line)).toBe(false));
});

describe('who the console answers', () => {
  it('answers everyone while the list is empty or blank', () => {
    expect(ipAllowed('203.0.113.9', [])).toBe(true);
    expect(ipAllowed('2001:db8::1', ['', ' '])).toBe(true);
  });

  it('answers addresses inside a listed network and refuses the rest', () => {
    const list = ['10.0.0.0/8', '192.0.2.7'];
    expect(ipAllowed('10.200.3.4', list)).toBe(true);
    expect(ipAllowed('192.0.2.7', list)).toBe(true);
    expect(ipAllowed('192.0.2.8', list)).toBe(false);
    expect(ipAllowed('11.0.0.1', list)).toBe(false);
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 and refuses other IPv6 or no address', () => {
    expect(ipAllowed('::ffff:10.1.1.1', ['10.0.0.0/8'])).toBe(true);
    expect(ipAllowed('2001:db8::1', ['10.0.0.0/8'])).toBe(false);
    expect(ipAllowed(undefined, ['10.0.0.0/8'])).toBe(false);
  });
});

it('defaults the password minimum to 8 (docs/product.md §9) and says the minimum in force', () => {
  expect(DEFAULT_PLATFORM_SETTINGS.security.passwordMin).toBe(8);
  expect(passwordTooShortMessage(12)).toBe('Password must be at least 12 characters');
});

describe('password complexity', () => {
  it('asks nothing more at none', () => {
    expect(passwordComplexityProblem('aaaaaaaaaaaa', 'none')).toBeUndefined();
  });
  it('needs letters and numbers at mixed', () => {
    expect(passwordComplexityProblem('onlyletters', 'mixed')).toBe(
      PASSWORD_COMPLEXITY_MESSAGES.mixed,
    );
    expect(passwordComplexityProblem('12345678901', 'mixed')).toBe(
      PASSWORD_COMPLEXITY_MESSAGES.mixed,
    );
    expect(passwordComplexityProblem('letters4ever', 'mixed')).toBeUndefined();
  });
  it('needs both cases, a number and a symbol at strong', () => {
    expect(passwordComplexityProblem('Letters4ever', 'strong')).toBe(
      PASSWORD_COMPLEXITY_MESSAGES.strong,
    );
    expect(passwordComplexityProblem('Letters4ever!', 'strong')).toBeUndefined();
  });
});
