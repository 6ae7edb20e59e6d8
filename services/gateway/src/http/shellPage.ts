/**
 * The shell's page as the gateway sends it where it serves the built frontends (local mode):
 * the built index.html with its two SSI includes resolved for the request's host, as the
 * shell's nginx resolves them in the cluster (frontends/nginx.conf; README.md, "The page's
 * head"). Only what that page uses is understood: `<!--# block name="…" -->…<!--# endblock -->`
 * defines a stub and writes nothing, `<!--# include virtual="…?part=…" stub="…" -->` writes the
 * part, or its stub when the part cannot be had.
 */
import { stat, readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_PARTS, type PagePart, type PageParts } from '@portico/rules';

const BLOCK = /<!--# block name="([\w-]+)" -->([\s\S]*?)<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="[^"?]*\?part=([\w-]+)" stub="([\w-]+)" -->/g;

const isPart = (value: string): value is PagePart =>
  (PAGE_PARTS as readonly string[]).includes(value);

/** The page with its includes written from `parts` (the stubs where `parts` is undefined). */
export function resolveIncludes(template: string, parts: PageParts | undefined): string {
  const stubs = new Map<string, string>();
  const withoutBlocks = template.replace(BLOCK, (_whole, name: string, content: string) => {
    stubs.set(name, content);
    return '';
  });
  return withoutBlocks.replace(INCLUDE, (_whole, part: string, stub: string) =>
    parts && isPart(part) ? parts[part] : (stubs.get(stub) ?? ''),
  );
}

/** Reads the built page once per build (its modification time), not once per request. */
export function shellTemplate(file: string): () => Promise<string> {
  let held: { mtimeMs: number; text: Promise<string> } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (held?.mtimeMs !== mtimeMs) held = { mtimeMs, text: readFile(file, 'utf8') };
    return held.text;
  };
}

/** Brotli or gzip when the browser takes it: the page is a kilobyte or two, compressed at once. */
function encoded(req: Request, res: Response, html: string): Buffer {
  const bytes = Buffer.from(html);
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('br') === 'br') {
    res.setHeader('Content-Encoding', 'br');
    // Quality 5: 450 bytes in 0.07 ms of CPU for the built page, where the default 11 took
    // 1.9 ms for 400.
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    return gzipSync(bytes);
  }
  return bytes;
}

/**
 * Sends the page for this request's host, with its stubs, which name nobody, when no `parts`
 * are given or they cannot be had (tenancy unreachable): a page that starts beats an error
 * page, and the app applies the branding once it can.
 */
export async function sendShellPage(
  req: Request,
  res: Response,
  template: string,
  parts: ((req: Request) => Promise<PageParts>) | undefined,
  onPartsFailed: (error: unknown) => void,
): Promise<void> {
  const resolved = await parts?.(req).catch((error: unknown) => {
    onPartsFailed(error);
    return undefined;
  });
  const html = resolveIncludes(template, resolved);
  // index.html names the current build's hashed files: always revalidated (express answers a
  // matching If-None-Match with 304 from the ETag it computes over these bytes).
  res.setHeader('Cache-Control', 'no-cache');
  res.vary('Accept-Language');
  res.type('html').send(encoded(req, res, html));
}
