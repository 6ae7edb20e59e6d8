/**
 * Rate limits that cannot lock a user out: an account's limit counts only failed sign-ins,
 * and a browser that has signed in to the account before still gets in with the right
 * password after someone else's ten wrong guesses; a stranger's browser waits.
 */
import { randomInt } from 'node:crypto';
import { PASSWORD } from '../support/client';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(120_000);

const env = useE2eStack();

/** A browser: its own address and the cookies the gateway gave it (device and refresh). */
class Browser {
  private readonly cookies = new Map<string, string>();
  readonly ip = `10.${randomInt(200, 250)}.${randomInt(256)}.${randomInt(1, 255)}`;

  async login(email: string, password: string) {
    const response = await fetch(`${env.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': this.ip,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ email, password }),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  get deviceCookie(): string | undefined {
    return this.cookies.get('portico_device');
  }
}

describe('sign-in limits that cannot lock a user out', () => {
  it('ten wrong passwords do not stop the right one from a device that signed in before', async () => {
    const { email } = await signUpWorkspace(env.url);
    const own = new Browser();
    expect((await own.login(email, PASSWORD)).status).toBe(200);
    expect(own.deviceCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (let guess = 0; guess < 10; guess += 1) {
      expect((await new Browser().login(email, `wrong guess ${guess}`)).status).toBe(401);
    }

    // A stranger's browser is held back even with the right password...
    const stranger = await new Browser().login(email, PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toMatchObject({
      error: 'Too many attempts. Please wait a moment and try again.',
    });
    // ...while the owner's own browser signs in.
    const owner = await own.login(email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ user: { email } });
  });

  it('counts only failures: many good sign-ins leave the account open to a new device', async () => {
    const { email } = await signUpWorkspace(env.url);
    const own = new Browser();
    for (let i = 0; i < 12; i += 1) expect((await own.login(email, PASSWORD)).status).toBe(200);
    expect((await new Browser().login(email, PASSWORD)).status).toBe(200);
  });
});
