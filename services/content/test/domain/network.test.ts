import { decideFraming, isUnsafeAddress } from '../../src/domain/network';

describe('SSRF-unsafe addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    // Issue 24 item 7: forms the embed check let through before (NAT64 local use, Teredo,
    // IPv4-compatible in hex).
    '64:ff9b:1::a00:1',
    '2001::1',
    '::7f00:1',
    'not-an-address',
  ])('%s is refused', (address) => {
    expect(isUnsafeAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('%s is allowed', (address) => {
    expect(isUnsafeAddress(address)).toBe(false);
  });
});

const headers = (values: Record<string, string>) => ({
  get: (name: string) => values[name.toLowerCase()] ?? null,
});
const portal = 'https://portal.example.com';

describe('framing decision', () => {
  it('X-Frame-Options DENY or SAMEORIGIN refuses when no CSP says otherwise', () => {
    expect(decideFraming(headers({ 'x-frame-options': 'DENY' }), portal)).toEqual({
      framing: 'refused',
      decidedBy: 'x-frame-options',
    });
    expect(decideFraming(headers({ 'x-frame-options': 'sameorigin' }), portal).framing).toBe(
      'refused',
    );
  });

  it('an enforced frame-ancestors wins over X-Frame-Options', () => {
    const both = headers({
      'x-frame-options': 'DENY',
      'content-security-policy': 'frame-ancestors *',
    });
    expect(decideFraming(both, portal)).toEqual({ framing: 'frameable', decidedBy: 'csp' });
  });

  it("frame-ancestors 'none' or other hosts refuse; a matching wildcard host admits", () => {
    expect(
      decideFraming(headers({ 'content-security-policy': "frame-ancestors 'none'" }), portal)
        .framing,
    ).toBe('refused');
    expect(
      decideFraming(
        headers({
          'content-security-policy':
            "default-src 'self'; frame-ancestors 'self' https://other.example",
        }),
        portal,
      ).framing,
    ).toBe('refused');
    expect(
      decideFraming(
        headers({ 'content-security-policy': 'frame-ancestors https://*.example.com' }),
        portal,
      ).framing,
    ).toBe('frameable');
  });

  it('a report-only policy is ignored', () => {
    const reportOnly = headers({ 'content-security-policy-report-only': "frame-ancestors 'none'" });
    expect(decideFraming(reportOnly, portal)).toEqual({ framing: 'frameable', decidedBy: 'none' });
  });
});
