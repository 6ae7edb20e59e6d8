import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The proto/ folder, found by walking up from this module so it is right both when running
 * from source (proto/src) and from the build (proto/dist/src).
 */
function findProtoDir(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'portico')) && existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the proto folder above ${start}`);
    dir = parent;
  }
}

export const PROTO_DIR = findProtoDir(__dirname);
