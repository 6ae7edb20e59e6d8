import { BILLING_PAGE, backTo } from '../src/domain/checkoutFlow';

const PUBLIC_URL = 'https://portal.example.com';

describe('where the browser goes back to after checkout', () => {
  it('keeps a page of the product, with the session placeholder Stripe fills in', () => {
    expect(backTo('/signup?checkout={CHECKOUT_SESSION_ID}', PUBLIC_URL, BILLING_PAGE)).toBe(
      'https://portal.example.com/signup?checkout={CHECKOUT_SESSION_ID}',
    );
  });

  it('sends a page of another site to the billing page instead', () => {
    expect(backTo('https://evil.example.net/phish', PUBLIC_URL, BILLING_PAGE)).toBe(
      'https://portal.example.com/dashboard/admin/billing',
    );
  });

  it('uses the billing page when the caller names none or an unreadable one', () => {
    expect(backTo('', PUBLIC_URL, BILLING_PAGE)).toBe(`${PUBLIC_URL}${BILLING_PAGE}`);
    expect(backTo('http://[not-an-address', PUBLIC_URL, BILLING_PAGE)).toBe(
      `${PUBLIC_URL}${BILLING_PAGE}`,
    );
  });
});
