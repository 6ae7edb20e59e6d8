import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

// Debian's Chromium through playwright-core (docs/testing.md): browser downloads fail here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A fresh profile per launch, removed on close, so no test sees another's cookies. `headers`
 * go with every request (support/journey.ts sends the file's x-forwarded-for).
 */
export async function launchChromium(
  options: { headers?: Record<string, string> } = {},
): Promise<Browser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'portico-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 860 },
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
