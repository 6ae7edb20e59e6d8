/**
 * The shared role and plan rules: the product's embed role mapping and the plan entitlements of
 * docs/product.md §10, and a module the browser can bundle (it imports nothing outside itself).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  embedRoleKeysFor,
  entitlementsOf,
  isAdminRole,
  PLAN_ENTITLEMENTS,
  planAllows,
  roleLabel,
  seatLimitOf,
} from '../src';

describe('embed role mapping (docs/product.md §6)', () => {
  it.each([
    ['admin', ['admin']],
    ['owner', ['admin']],
    ['client', ['client', 'role2', 'role3']],
    ['recruitpro', ['recruitpro', 'role1']],
    ['jobseeker', ['jobseeker', 'role2']],
    ['role1', ['role1']],
    ['VIP', ['VIP']],
    ['RecruitPro', ['recruitpro', 'role1']],
    ['', []],
  ])('a member whose role is %p sees role embeds for %j', (role, keys) => {
    expect(embedRoleKeysFor(role)).toEqual(keys);
  });
});

describe('roles', () => {
  it('owner counts as admin whatever the spelling', () => {
    expect([' Owner', 'ADMIN', 'member', undefined].map(isAdminRole)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("a tenant's own label wins over the default, given as rows or as a map", () => {
    expect(roleLabel('role2', [{ role_key: 'role2', role_label: 'Customer' }])).toBe('Customer');
    expect(roleLabel('role2', { role2: 'Customer' })).toBe('Customer');
    expect(roleLabel('role2')).toBe('Client');
    expect(roleLabel('jobseeker')).toBe('Job Seeker');
  });
});

describe('plan entitlements (docs/product.md §10, §9)', () => {
  it('client limits are 30, 500 and unlimited; custom is unlimited and sold by conversation', () => {
    expect(
      Object.values(PLAN_ENTITLEMENTS).map((plan) => [
        plan.key,
        plan.clientLimit,
        plan.contactSales,
      ]),
    ).toEqual([
      ['starter', 30, false],
      ['pro', 500, false],
      ['advanced', 'unlimited', false],
      ['custom', 'unlimited', true],
    ]);
  });

  it('starter has one seat and no add-ons, pro up to three extra, advanced scales', () => {
    expect(['starter', 'pro', 'advanced'].map((plan) => seatLimitOf(plan as 'pro'))).toEqual([
      1,
      4,
      'unlimited',
    ]);
  });

  it.each([
    ['starter', 'custom_domain', false],
    ['starter', 'files', true],
    ['pro', 'slack', true],
    ['pro', 'embedded_payments', false],
    ['advanced', 'embedded_payments', true],
    ['custom', 'zapier', true],
  ] as const)('%s allows %s: %p', (plan, feature, allowed) => {
    expect(planAllows(plan, feature)).toBe(allowed);
  });

  it('a key that names no plan has no entitlements', () => {
    expect(entitlementsOf('enterprise')).toBeUndefined();
    expect(entitlementsOf('custom')?.tier).toBe('advanced');
  });
});

describe('the rules module', () => {
  it('imports nothing but its own files, so browsers bundle it without Node', () => {
    const dir = path.join(__dirname, '..', 'src');
    const imports = readdirSync(dir).flatMap((file) =>
      [...readFileSync(path.join(dir, file), 'utf8').matchAll(/from\s+'([^']+)'/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(imports.filter((line) => !/: \.\/[\w-]+$/.test(line))).toEqual([]);
  });
});
