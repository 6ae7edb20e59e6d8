// The page's icon while a tenant's portal runs: the tenant's favicon, else its initial on its
// brand colour, never the platform's mark that the platform's own host starts with.
import { PLATFORM_ICON } from '@portico/rules';
import { applyTenantTheme, resetTenantTheme } from '../src/theme/applyTenantTheme';

const icon = () =>
  document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href');

beforeEach(() => {
  resetTenantTheme();
  document.head.innerHTML = `<link rel="icon" href="${PLATFORM_ICON}">`;
  document.title = 'Portico';
});

it("shows the tenant's own favicon and name", () => {
  applyTenantTheme({
    primary: '#0f766e',
    faviconUrl: '/api/public/brand-assets/t/abc',
    title: 'Acme',
    name: 'Acme',
  });
  expect(icon()).toBe('/api/public/brand-assets/t/abc');
  expect(document.title).toBe('Acme');
});

it('draws a tenant without a favicon as its initial on its colour, in the ink that reads on it', () => {
  applyTenantTheme({ primary: '#FDE047', faviconUrl: '', title: 'Acme', name: 'émile & co' });
  const href = icon() ?? '';
  expect(href).not.toBe(PLATFORM_ICON);
  const svg = decodeURIComponent(href.replace('data:image/svg+xml,', ''));
  expect(svg).toContain('fill="#fde047"');
  expect(svg).toMatch(/fill="#0f172a"[^>]*>É<\/text>/);
});

it('keeps the icon it has when nothing names the tenant', () => {
  applyTenantTheme({ primary: '#0f766e' });
  expect(icon()).toBe(PLATFORM_ICON);
});

it('gives the page its own icon back when it leaves the tenant (the console, signing out)', () => {
  applyTenantTheme({
    primary: '#0f766e',
    faviconUrl: '/api/public/brand-assets/t/abc',
    name: 'Acme',
  });
  applyTenantTheme({ primary: '#0f766e', faviconUrl: '', name: 'Acme' });
  resetTenantTheme();
  expect(icon()).toBe(PLATFORM_ICON);
});
