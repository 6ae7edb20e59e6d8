import { validateSignup, type SignupInput } from '../../src/domain/signup';

const ok: SignupInput = {
  name: 'Ann Lee',
  email: 'Ann@Example.com',
  password: 'correct horse',
  companyName: 'Acme',
};

describe('sign-up rules (docs/product.md §5)', () => {
  it.each([
    [
      'no email, phone or password',
      { name: 'Ann' },
      'You must provide either an email or phone number and a password',
    ],
    [
      'no password',
      { ...ok, password: '' },
      'You must provide either an email or phone number and a password',
    ],
    ['no full name', { ...ok, name: '  ' }, 'Full name is required'],
    ['a malformed email', { ...ok, email: 'ann@example' }, 'Please enter a valid email address'],
    [
      'a password of 7 characters',
      { ...ok, password: '1234567' },
      'Password must be at least 8 characters',
    ],
    ['a new workspace without a company', { ...ok, companyName: '' }, 'Company name is required'],
  ])('refuses %s', (_case, input, message) => {
    expect(() => validateSignup(input)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message }),
    );
  });

  it('accepts a password of exactly 8 characters and normalises the email', () => {
    const valid = validateSignup({ ...ok, password: '12345678' });
    expect(valid.email).toBe('ann@example.com');
    expect([valid.firstName, valid.lastName]).toEqual(['Ann', 'Lee']);
  });

  it('lets a member joining by invitation sign up without a company', () => {
    expect(validateSignup({ ...ok, companyName: undefined, invite: 'tok' }).companyName).toBeNull();
  });
});
