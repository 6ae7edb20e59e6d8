/**
 * Runs the whole stack in its own Node process for the browser tests (PGlite's WebAssembly
 * loader needs real dynamic import, which jest's module sandbox does not give). Prints one JSON
 * line with the URL when ready; stops on SIGTERM, SIGINT or when its stdin closes (the jest
 * process that started it is gone, so nobody is left to stop it).
 */
import { startStack } from '../../dev/stack';

async function main() {
  const [dataDir, frontendsDir] = process.argv.slice(2);
  if (!dataDir || !frontendsDir) throw new Error('usage: stackMain <dataDir> <frontendsDir>');
  const stack = await startStack({
    dataDir,
    port: 0,
    frontendsDir,
    logLevel: process.env.LOG_LEVEL ?? 'silent',
  });
  process.stdout.write(`${JSON.stringify({ url: stack.url })}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.stdin.once('end', stop);
  process.stdin.resume();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
