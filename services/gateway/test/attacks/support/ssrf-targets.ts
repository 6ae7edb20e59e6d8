/**
 * The SSRF targets of the outside review (issue 24), as URLs a user could type: every way to
 * write a loopback, private, link-local or otherwise inward address, literally or through a
 * name, plus schemes that are not the web. A URL the platform will reach or show must refuse
 * each of them when it is saved.
 */

/** Names the test DNS server (tooling/test-infra/dns.ts) answers with inward addresses. */
export const INWARD_NAMES: Record<string, string> = {
  'loopback.attack.test': '127.0.0.1',
  'private.attack.test': '10.0.0.7',
  'metadata.attack.test': '169.254.169.254',
  'carrier-nat.attack.test': '100.64.0.9',
};

const HOSTS: Record<string, string[]> = {
  loopback: ['127.0.0.1', '127.0.0.2', '127.1', '0.0.0.0', '0', '[::1]', '[::]'],
  'local names': ['localhost', 'LOCALHOST', 'localhost.', 'portal.localhost'],
  private: ['10.0.0.1', '172.16.0.1', '192.168.1.1', '100.64.0.1', '[fd00::1]', '[fc00::1]'],
  'link-local': ['169.254.169.254', '[fe80::1]'],
  'IPv4-mapped': [
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::ffff:169.254.169.254]',
    '[::ffff:10.0.0.1]',
  ],
  'IPv6 forms': [
    '[::127.0.0.1]',
    '[fec0::1]',
    '[2002:7f00:1::1]',
    '[2002:a9fe:a9fe::1]',
    '[64:ff9b::7f00:1]',
    '[64:ff9b:1::a00:1]',
    '[2001::1]',
    '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
  ],
  'decimal, octal and hex IPv4': [
    '2130706433',
    '017700000001',
    '0177.0.0.1',
    '0x7f000001',
    '0x7f.0.0.1',
    '0x7f.1',
    '3232235777',
    '0xa9fea9fe',
    '0251.0376.0251.0376',
  ],
  'names resolving inward': Object.keys(INWARD_NAMES),
};

export interface Target {
  group: string;
  url: string;
}

export const SSRF_TARGETS: readonly Target[] = [
  ...Object.entries(HOSTS).flatMap(([group, hosts]) =>
    hosts.map((host) => ({ group, url: `http://${host}/attack` })),
  ),
  { group: 'loopback', url: 'https://127.0.0.1:8443/attack' },
  { group: 'credentials before an inward host', url: 'http://example.com@127.0.0.1/attack' },
  { group: 'other schemes', url: 'file:///etc/passwd' },
  { group: 'other schemes', url: 'gopher://127.0.0.1:6379/_INFO' },
  { group: 'other schemes', url: 'javascript:alert(document.domain)' },
  { group: 'other schemes', url: 'data:text/html,<script>alert(1)</script>' },
];
