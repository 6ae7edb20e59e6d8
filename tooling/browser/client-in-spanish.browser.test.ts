/// <reference lib="dom" />
/**
 * Issue 26's "done when": an invited client of a branded agency whose default language is
 * Spanish goes from the invitation link through sign-up, sign-in, a form, an upload and
 * sign-out on a phone (390 × 844) in the dark scheme, and no page on the way says "Portico",
 * shows a role key, is wider than the phone or breaks WCAG 2.2 AA. The browser's own language
 * is English: the tenant's default is what makes the pages Spanish. The client uses the agency's
 * own address (its subdomain: Chromium resolves *.localhost to this machine, and the tenancy
 * service's product domain defaults to localhost), as its emails' links send them.
 */
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';

jest.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };
const CLIENT = {
  name: 'Lucía Romero',
  email: 'lucia@estudio-verde.test',
  password: 'verde-1234-5678',
};

const journey = useBrowserJourney({ pagePerTest: false });
let page: Page;

async function api(method: string, path: string, body: unknown, headers = {}) {
  const response = await fetch(`${journey.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** What a person would notice on the page as it stands; empty when it is right. */
async function whatIsWrong(): Promise<string[]> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.pt-loading-screen, .remote-loading, .pt-skeleton') &&
      document.body.innerText.trim().length > 0,
  );
  const { text, title, width } = await page.evaluate(() => ({
    text: document.body.innerText,
    title: document.title,
    width: document.documentElement.scrollWidth,
  }));
  const wrong: string[] = [];
  if (/portico/i.test(`${title}\n${text}`)) wrong.push('says Portico');
  if (/\brole\d\b/.test(text)) wrong.push('shows a role key');
  if (width > PHONE.width) wrong.push(`${width} px wide`);
  return [...wrong, ...(await accessibilityViolations(page))];
}

let invitation = '';
/** The agency's own address: where its clients sign in. */
let site = '';
let formTitle = '';

beforeAll(async () => {
  const owner = await api('POST', '/api/auth/signup', {
    name: 'Marta Verde',
    email: 'marta@estudio-verde.test',
    password: CLIENT.password,
    companyName: 'Estudio Verde',
  });
  const auth = { authorization: `Bearer ${String(owner.access_token)}` };
  await api('POST', '/api/onboarding-plan', { plan: 'pro', adminSeats: 1 }, auth);
  await api(
    'POST',
    '/api/onboarding-branding',
    { subdomain: 'estudio-verde', brandColor: '#0f766e' },
    auth,
  );
  await api('POST', '/api/onboarding-capabilities', { useForms: true, useFiles: true }, auth);
  const { tenant_id } = await api('POST', '/api/onboarding-provision', {}, auth);
  const admin = { ...auth, 'x-tenant-id': String(tenant_id) };
  await api('PATCH', '/api/tenant-config', { default_locale: 'es' }, admin);
  formTitle = 'Datos del proyecto';
  await api(
    'POST',
    '/api/forms',
    {
      title: formTitle,
      schema: [
        { id: 'q1', type: 'short_answer', label: 'Empresa', required: true },
        { id: 'q2', type: 'rating', label: 'Satisfacción', required: true },
      ],
      assigned_roles: ['role2'],
      published: true,
    },
    admin,
  );
  const { signup_url } = await api(
    'POST',
    '/api/invite',
    { email: CLIENT.email, role: 'role2' },
    admin,
  );
  const link = new URL(String(signup_url));
  invitation = `${link.pathname}${link.search}`;
  site = `http://estudio-verde.localhost:${new URL(journey.url).port}`;

  page = await journey.context.newPage();
  page.setDefaultTimeout(45_000);
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
});

afterAll(async () => {
  await page?.close();
});

describe('an invited client, in Spanish, dark, on a phone', () => {
  it('opens the invitation: the agency’s page in Spanish, the address filled in', async () => {
    await page.goto(`${site}${invitation}`);
    await page.getByRole('heading', { name: 'Únete al equipo' }).waitFor();
    const email = page.getByLabel('Correo del trabajo');
    await expect(email.inputValue()).resolves.toBe(CLIENT.email);
    await expect(email.getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByText('Estudio Verde').first().isVisible()).resolves.toBe(true);
    expect(await whatIsWrong()).toEqual([]);
  });

  it('signs up and signs in, in Spanish', async () => {
    await page.getByLabel('Nombre completo').fill(CLIENT.name);
    await page.getByLabel('Contraseña').fill(CLIENT.password);
    await page.getByRole('button', { name: 'Únete al equipo' }).click();
    await page.waitForURL(/\/login\?/, { timeout: 20_000 });
    await page.getByText('¡Cuenta creada correctamente! Inicia sesión.').waitFor();
    expect(await whatIsWrong()).toEqual([]);
    await page.getByLabel('Correo electrónico').fill(CLIENT.email);
    await page.getByLabel('Contraseña').fill(CLIENT.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/dashboard\/client/);
    await page.getByRole('heading', { level: 1, name: /^¡Bienvenido de nuevo/ }).waitFor();
    expect(await whatIsWrong()).toEqual([]);
  });

  it('answers the form the agency assigned', async () => {
    await page.getByRole('link', { name: `Completar «${formTitle}»` }).click();
    await page.waitForURL(/\/forms\/[0-9a-f-]+/);
    await page.getByRole('heading', { name: formTitle }).waitFor();
    expect(await whatIsWrong()).toEqual([]);
    await page.getByLabel('Empresa').fill('Hostal Luna');
    await page.getByText('4 de 5').click();
    // Exactly: the confirm-your-address banner offers 'Enviar de nuevo' (send again) too.
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('¡Formulario enviado correctamente!').waitFor();
    expect(await whatIsWrong()).toEqual([]);
  });

  it('uploads a file', async () => {
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    await page.goto(`${site}/files`);
    await page.getByRole('heading', { level: 1, name: 'Archivos' }).waitFor();
    await page.getByLabel('Elige un archivo').setInputFiles({
      name: 'presupuesto.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Presupuesto 2027'),
    });
    await page.getByRole('button', { name: 'Subir', exact: true }).click();
    await page.getByText('presupuesto.txt').first().waitFor();
    await page.getByText('Subido', { exact: true }).first().waitFor();
    expect(await whatIsWrong()).toEqual([]);
  });

  it('signs out from the phone drawer', async () => {
    await page.getByRole('button', { name: 'Abrir la navegación' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(await whatIsWrong()).toEqual([]);
  });
});
