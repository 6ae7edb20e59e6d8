import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

// The files a remote's exposed modules need first, as its own build names them: the sync chunks
// and stylesheets of each exposed module in the remote's mf-manifest.json (webpack's module
// federation plugin writes it beside remoteEntry.js). The runtime manifest lists them so the
// shell can preload them with the remote's entry instead of fetching the build manifest first
// and them after it, one round trip later (bench/README.md, "Pages").

/** The part of an mf-manifest.json that names the chunks of what a remote exposes. */
interface RemoteBuildManifest {
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const cache = new Map<string, { mtimeMs: number; files: string[] }>();

/**
 * The start files of the remote built into `dir`, relative to its remoteEntry.js; empty when
 * the build wrote no mf-manifest.json (or an unreadable one). Re-read when the build changes it.
 */
export async function remoteStartFiles(dir: string): Promise<string[]> {
  const file = path.join(dir, 'mf-manifest.json');
  let mtimeMs: number;
  try {
    ({ mtimeMs } = await stat(file));
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.files;
  let build: RemoteBuildManifest;
  try {
    build = JSON.parse(await readFile(file, 'utf8')) as RemoteBuildManifest;
  } catch {
    // Half-written by a build in progress: the shell loses only the head start this time.
    return [];
  }
  const files = [
    ...new Set(
      (build.exposes ?? []).flatMap(({ assets }) => [
        ...(assets?.js?.sync ?? []),
        ...(assets?.css?.sync ?? []),
      ]),
    ),
  ];
  cache.set(file, { mtimeMs, files });
  return files;
}
