/**
 * The platform's one SSRF address check (issue 24 item 7), used by content's embeds and
 * notifications' webhooks and Slack. The review's IPv6 forms got past both old lists (each had
 * its own, and each missed some): `::127.0.0.1`, `fec0::/10`, `2002::/16`, `64:ff9b:1::/48`,
 * `2001::/32`, IPv4-mapped addresses.
 */
import { inNetworks, isLoopbackName, isPublicAddress } from '../../src/net/addresses';

describe('an address the platform must never connect to', () => {
  it.each([
    // IPv4: loopback, private, CGNAT, link-local (cloud metadata), this network, broadcast,
    // documentation, benchmarking, IETF, multicast, reserved.
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '255.255.255.255',
    '192.0.2.10',
    '198.51.100.7',
    '203.0.113.9',
    '198.18.0.1',
    '192.0.0.8',
    '224.0.0.1',
    '240.0.0.1',
    // IPv6 forms that lead inward or carry an IPv4 address.
    '::',
    '::1',
    '[::1]',
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    'fec0::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1%eth0',
    'ff02::1',
    '2002:7f00:1::1',
    '2002::',
    '64:ff9b::7f00:1',
    '64:ff9b:1::1',
    '2001::1',
    '2001:0:4136:e378::1',
    '2001:db8::1',
    '3fff::1',
    '100::1',
    '5f00::1',
    // Not an address at all.
    'localhost',
    '',
    '999.1.1.1',
  ])('%j', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('a public address', () => {
  it.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '2001:4860:4860::8888'])(
    '%j may be reached',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

it('an operator’s trusted networks are matched by CIDR, per family', () => {
  expect(inNetworks('127.0.0.3', ['127.0.0.3/32'])).toBe(true);
  expect(inNetworks('127.0.0.4', ['127.0.0.3/32'])).toBe(false);
  expect(inNetworks('10.1.2.3', ['10.1.0.0/16', 'fd00::/8'])).toBe(true);
  expect(inNetworks('fd00::5', ['10.0.0.0/8'])).toBe(false);
  expect(inNetworks('::ffff:10.1.2.3', ['10.1.0.0/16'])).toBe(true);
  expect(inNetworks('10.1.2.3', ['not a network'])).toBe(false);
});

it('localhost and every name under it are this machine, in any case, with a final dot', () => {
  for (const name of ['localhost', 'LOCALHOST', 'localhost.', 'portal.localhost', 'a.b.Localhost'])
    expect(isLoopbackName(name)).toBe(true);
  for (const name of ['localhost.example.com', 'notlocalhost', 'example.com', '127.0.0.1'])
    expect(isLoopbackName(name)).toBe(false);
});
