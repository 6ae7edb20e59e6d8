/**
 * Which hosts the sign-in page is served on under the platform's own name, where public
 * branding answers "no tenant" (200) rather than 404: the product domain itself, localhost and
 * IP addresses. A tenant's subdomain or any other domain is not, so an unknown or removed one
 * still answers 404.
 */
import { isPlatformOwnHost } from '../src/domain/tenantConfig';

it.each(['portico.example', 'localhost', '127.0.0.1', '10.0.3.7', '[::1]'])(
  '%s is the platform’s own host',
  (host) => expect(isPlatformOwnHost(host, 'portico.example')).toBe(true),
);

it.each([
  'acme.portico.example',
  'portal.acme.com',
  'nowhere.localhost',
  'portico.example.evil.io',
])('%s is not', (host) => expect(isPlatformOwnHost(host, 'portico.example')).toBe(false));
