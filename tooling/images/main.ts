/**
 * `make images`: builds every service and frontend image with buildah on local base images.
 *   make images                          # all twelve
 *   make images IMAGES="portico-gateway portico-shell"
 */
import { buildImages, localTag } from './build';

const only = (process.env.IMAGES ?? '').split(/\s+/).filter(Boolean);
const started = Date.now();
buildImages({ only })
  .then((built) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`\n${built.length} images in ${seconds} s:\n${built.map(localTag).join('\n')}`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
