/**
 * Builds every image skaffold builds (the artifacts of skaffold.yaml, with their build
 * arguments) with buildah from the real Dockerfiles, on the local base images. `--layers`
 * caches each instruction, so the shared stages (manifests, workspace dependencies, the
 * compiled workspace, production dependencies) are built once for all eight Node images and
 * reused on the next run while their inputs are unchanged.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ensureBaseImages, type BaseImages } from './base-images';
import { engineStreaming, imageExists, repoRoot } from './engine';

export interface ImageArtifact {
  /** The artifact's image name in skaffold.yaml, e.g. `portico-identity`. */
  image: string;
  /** The chart component it deploys as: `identity`, `shell`, … */
  component: string;
  kind: 'service' | 'gateway' | 'frontend';
  dockerfile: string;
  buildArgs: Record<string, string>;
}

interface SkaffoldArtifact {
  image: string;
  context: string;
  docker: { dockerfile: string; buildArgs?: Record<string, string> };
}

/** The artifacts of skaffold.yaml: what `skaffold build` would build. */
export function imageArtifacts(): ImageArtifact[] {
  const skaffold = parse(readFileSync(path.join(repoRoot, 'skaffold.yaml'), 'utf8')) as {
    build: { artifacts: SkaffoldArtifact[] };
  };
  return skaffold.build.artifacts.map((artifact) => {
    const buildArgs = artifact.docker.buildArgs ?? {};
    const component = buildArgs.SERVICE ?? buildArgs.FRONTEND;
    if (!component) throw new Error(`${artifact.image}: neither SERVICE nor FRONTEND is set`);
    return {
      image: artifact.image,
      component,
      kind: buildArgs.FRONTEND ? 'frontend' : component === 'gateway' ? 'gateway' : 'service',
      dockerfile: artifact.docker.dockerfile,
      buildArgs,
    };
  });
}

/** The local tag an artifact is built as. */
export const localTag = (artifact: ImageArtifact) => `localhost/${artifact.image}:dev`;

/**
 * The machine's CA bundle (an intercepting proxy's root among them) for npm inside a build
 * step: bind-mounted read-only at the same path and named by NODE_EXTRA_CA_CERTS, so it is
 * used during the build and never stored in an image.
 */
function caBundleArgs(): string[] {
  const bundle = process.env.NODE_EXTRA_CA_CERTS;
  if (!bundle || !existsSync(bundle)) return [];
  return ['--volume', `${bundle}:${bundle}:ro`, '--build-arg', `NODE_EXTRA_CA_CERTS=${bundle}`];
}

export async function buildImage(
  artifact: ImageArtifact,
  base: BaseImages,
  log: (line: string) => void,
): Promise<void> {
  const args = [
    'bud',
    '--layers',
    '--isolation',
    'chroot',
    '--network',
    'host',
    // The base images are local; nothing is pulled.
    '--pull=never',
    '--file',
    artifact.dockerfile,
    '--build-arg',
    `NODE_IMAGE=${base.node}`,
    '--build-arg',
    `NGINX_IMAGE=${base.nginx}`,
    ...caBundleArgs(),
    ...Object.entries(artifact.buildArgs).flatMap(([name, value]) => [
      '--build-arg',
      `${name}=${value}`,
    ]),
    '--tag',
    localTag(artifact),
    '.',
  ];
  await engineStreaming('buildah', args, log);
}

export interface BuildOptions {
  /** Only these images (artifact names); all when empty. */
  only?: string[];
  /**
   * Keep an image already in the store instead of building it again (IMAGES_REUSE=1): for
   * re-running the image test while iterating, and in `make test` once every image was built
   * from the same checkout earlier in the run (tooling/scripts/images-alongside.sh), so a stale
   * image never passes.
   */
  reuse?: boolean;
  log?: (line: string) => void;
}

/** Builds the base images if missing, then every artifact in turn; returns what was built. */
export async function buildImages(options: BuildOptions = {}): Promise<ImageArtifact[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const artifacts = imageArtifacts().filter(
    (artifact) => !options.only?.length || options.only.includes(artifact.image),
  );
  const base = await ensureBaseImages(log);
  // One at a time: the machine has two cores, and the first build fills the layer cache
  // every later build of the same Dockerfile starts from.
  const reuse = options.reuse ?? process.env.IMAGES_REUSE === '1';
  for (const artifact of artifacts) {
    if (reuse && (await imageExists(localTag(artifact)))) {
      log(`reusing ${localTag(artifact)} (IMAGES_REUSE=1)`);
      continue;
    }
    const started = Date.now();
    log(`building ${localTag(artifact)} from ${artifact.dockerfile}`);
    await buildImage(artifact, base, (line) => log(`[${artifact.image}] ${line}`));
    log(`built ${localTag(artifact)} in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  return artifacts;
}
