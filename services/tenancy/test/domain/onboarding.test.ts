import {
  assertReadyToProvision,
  nextOnboardingStep,
  saveStep,
  tierOfPlan,
  validateBranding,
  validateCapabilities,
  validatePlanChoice,
  validateRequestedPlan,
  type OnboardingState,
} from '../../src/domain/onboarding';

const started: OnboardingState = {
  step: 'plan',
  companyName: 'Acme',
  plan: null,
  branding: null,
  capabilities: null,
  tenantId: null,
};
const plan = validatePlanChoice({ plan: 'pro', adminSeats: 2 });
const branding = validateBranding({ subdomain: 'Acme Studio' });
const capabilities = validateCapabilities({});

describe('onboarding steps run in order: plan, branding, capabilities, review', () => {
  it('answers the next step after each save', () => {
    const afterPlan = saveStep(started, 'plan', plan);
    expect(afterPlan.step).toBe('branding');
    const afterBranding = saveStep(afterPlan, 'branding', branding);
    expect(afterBranding.step).toBe('capabilities');
    const afterCapabilities = saveStep(afterBranding, 'capabilities', capabilities);
    expect(afterCapabilities.step).toBe('review');
    expect(assertReadyToProvision(afterCapabilities).branding.subdomain).toBe('acme-studio');
  });

  it.each([
    ['branding before plan', started, 'branding' as const],
    [
      'capabilities before branding',
      { ...started, step: 'branding' as const, plan },
      'capabilities' as const,
    ],
  ])('refuses %s with 422 step_out_of_order', (_name, state, step) => {
    const value = step === 'branding' ? branding : capabilities;
    expect(() => saveStep(state, step, value as never)).toThrow(
      expect.objectContaining({ code: 'FAILED_PRECONDITION', reason: 'step_out_of_order' }),
    );
  });

  it('lets an earlier step be saved again without losing later answers', () => {
    const atReview: OnboardingState = { ...started, step: 'review', plan, branding, capabilities };
    const changed = saveStep(atReview, 'plan', { plan: 'starter', adminSeats: 1 });
    expect(changed.step).toBe('review');
    expect(changed.plan?.plan).toBe('starter');
    // The answers of the steps after the one saved again are still there.
    expect(changed.branding).toEqual(branding);
    expect(changed.capabilities).toEqual(capabilities);
  });

  it('refuses provisioning before review', () => {
    expect(() =>
      assertReadyToProvision({ ...started, step: 'capabilities', plan, branding }),
    ).toThrow(expect.objectContaining({ code: 'FAILED_PRECONDITION' }));
  });

  it('refuses provisioning when onboarding was never started', () => {
    expect(() => assertReadyToProvision(null)).toThrow(
      expect.objectContaining({ reason: 'not_started' }),
    );
  });

  it('refuses any change after provisioning', () => {
    const ready: OnboardingState = {
      ...started,
      step: 'ready',
      plan,
      branding,
      capabilities,
      tenantId: 't1',
    };
    expect(() => saveStep(ready, 'plan', plan)).toThrow(
      expect.objectContaining({ reason: 'already_provisioned' }),
    );
  });

  it.each([
    [{ plan: null, branding: null, capabilities: null, tenantId: null }, 'plan'],
    [{ plan, branding: null, capabilities: null, tenantId: null }, 'branding'],
    [{ plan, branding, capabilities: null, tenantId: null }, 'capabilities'],
    [{ plan, branding, capabilities, tenantId: null }, 'review'],
    [{ plan, branding, capabilities, tenantId: 't1' }, 'ready'],
  ])('next step of %j is %s', (state, step) => {
    expect(nextOnboardingStep(state)).toBe(step);
  });
});

describe('onboarding answers', () => {
  it.each([
    [{ plan: 'gold' }, 'plan'],
    [{ plan: 'pro', adminSeats: 0 }, 'admin_seats'],
    [{ plan: 'pro', adminSeats: 1.5 }, 'admin_seats'],
  ])('plan %j is refused (%s)', (input, reason) => {
    expect(() => validatePlanChoice(input)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', reason }),
    );
  });

  it.each(['enterprise', 'Business', 'free'])(
    'a sign-up link asking for plan %p is refused, not turned into starter',
    (plan) => {
      expect(() => validateRequestedPlan(plan)).toThrow(
        expect.objectContaining({ code: 'INVALID_ARGUMENT', reason: 'plan' }),
      );
    },
  );

  it('a sign-up link without a plan asks for none', () => {
    expect(validateRequestedPlan(undefined)).toBe('');
    expect(validateRequestedPlan('')).toBe('');
  });

  it.each([
    ['starter', 'starter'],
    ['pro', 'pro'],
    ['advanced', 'advanced'],
    ['custom', 'advanced'],
  ])('plan %s provisions the %s tier', (plan, tier) => {
    expect(tierOfPlan(plan)).toBe(tier);
  });

  it('admin seats default to 1', () => {
    expect(validatePlanChoice({ plan: 'Starter' })).toEqual({ plan: 'starter', adminSeats: 1 });
  });

  it.each([
    [{ subdomain: 'a' }, 'Invalid subdomain format.'],
    [{ subdomain: 'ac--me' }, 'Invalid subdomain format.'],
    [
      { subdomain: 'acme', brandColor: 'blue' },
      'Brand colour must be a hex colour such as #2563eb',
    ],
    [{ subdomain: 'acme', logoUrl: 'not a url' }, 'Logo URL must be a URL'],
  ])('branding %j is refused with %j', (input, message) => {
    expect(() => validateBranding(input)).toThrow(message);
  });

  it('branding defaults the brand colour to #2563eb', () => {
    expect(validateBranding({ subdomain: 'acme' }).brandColor).toBe('#2563eb');
  });

  it('capabilities refuse a non-https Slack webhook', () => {
    expect(() => validateCapabilities({ slackWebhook: 'http://hooks.slack.com/x' })).toThrow(
      'Slack webhook must be an https URL',
    );
  });

  // Issue 24 item 7: a webhook that can never be delivered is refused when it is saved.
  it.each(['https://127.0.0.1:8443/x', 'https://[::ffff:10.0.0.1]/x', 'https://localhost/x'])(
    'capabilities refuse the internal Slack webhook %s',
    (url) => {
      expect(() => validateCapabilities({ slackWebhook: url })).toThrow(
        'This Slack webhook points to a private or internal address',
      );
    },
  );

  it('capabilities keep a Slack webhook on a public host', () => {
    const url = 'https://hooks.slack.com/services/T0/B0/x';
    expect(validateCapabilities({ slackWebhook: url }).slackWebhook).toBe(url);
  });
});
