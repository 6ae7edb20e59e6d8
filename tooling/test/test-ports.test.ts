import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// No test binds a fixed port in the ephemeral range: any other process on the machine may
// hold it (the browser layer's SMTP peer once found 52725 + worker taken on a fresh machine).
// Tests ask the OS for a free port and pass it on (tooling/test-infra/ports.ts). This check
// reads the sources of everything that runs on this machine in a test or the benchmark and
// names each number in that range standing where a port goes: a port's name, a listen or
// peer start, a loopback address, a *_PORT variable.

/** Linux's default ephemeral range (/proc/sys/net/ipv4/ip_local_port_range), as CI has it. */
const EPHEMERAL = { low: 32_768, high: 60_999 };

const ROOT = path.resolve(__dirname, '../..');
/** Test code, test support, and the benchmark (which starts the stack on this machine too). */
const SCANNED = [
  ...readdirSync(path.join(ROOT, 'services')).map((service) => `services/${service}/test`),
  'proto/test',
  'rules/test',
  'frontends',
  'tooling/test',
  'tooling/test-infra',
  'tooling/browser',
  'tooling/bench',
];
/**
 * Helm's rendered manifests name the ports services listen on inside their own pods (50051);
 * nothing there binds on this machine. The chart tests that run images take free ports.
 */
const CHART_EXPECTATIONS = 'tooling/chart-check';
/** This file's own samples are the check's cases. */
const THIS_FILE = path.relative(ROOT, __filename);

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
const portish = (name: string) =>
  words(name).some((word) => ['port', 'ports', 'listen'].includes(word)) ||
  ['startSmtpPeer', 'startDnsServer'].includes(name);
const ephemeral = (port: number) => port >= EPHEMERAL.low && port <= EPHEMERAL.high;
const LOOPBACK_PORT = /(?:127\.\d+\.\d+\.\d+|localhost|0\.0\.0\.0|\[::1?\]):(\d{5})(?!\d)/g;

function nameOf(node: ts.Node): string | undefined {
  if (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) || ts.isParameter(node))
    return ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : undefined;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken)
    return node.left.getText();
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
    const callee = node.expression;
    return ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
  }
  return undefined;
}

/** Whether a number stands where a port goes: some enclosing name in its statement says so. */
function inPortPosition(node: ts.Node): boolean {
  for (let at = node.parent; at && !ts.isStatement(at) && !ts.isSourceFile(at); at = at.parent) {
    const name = nameOf(at);
    if (name !== undefined && portish(name)) return true;
  }
  return false;
}

/** `file:line  text` for each fixed ephemeral port in one source. */
function fixedEphemeralPorts(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1}  ${node.parent.getText().split('\n')[0]}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node) && ephemeral(Number(node.text.replace(/_/g, '')))) {
      if (inPortPosition(node)) report(node);
    } else if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const text = node.text;
      const loopback = [...text.matchAll(LOOPBACK_PORT)].some((m) => ephemeral(Number(m[1])));
      const portValue = /^\d{5}$/.test(text) && ephemeral(Number(text)) && inPortPosition(node);
      if (loopback || portValue) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function sources(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist'].includes(entry.name) ? [] : sources(relative);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

describe('fixed ports in tests', () => {
  it('finds a fixed ephemeral port where one is bound, named or passed on', () => {
    const sample = [
      'const SHARED_SMTP_PORT = 52_725 + WORKER;',
      'const peer = await startSmtpPeer(52726);',
      "server.listen(54_000, '127.0.0.1');",
      "const env = { SMTP_URL: `smtp://127.0.0.1:${53000}`, DNS_RESOLVER: '127.0.0.1:53535' };",
      "startStack({ env: { GRPC_PORT: '50051' } });",
      'const options = { grpcPort: 40_001 };',
    ].join('\n');
    expect(fixedEphemeralPorts('sample.ts', sample).map((hit) => hit.split('  ')[0])).toEqual([
      'sample.ts:1',
      'sample.ts:2',
      'sample.ts:3',
      'sample.ts:4',
      'sample.ts:5',
      'sample.ts:6',
    ]);
  });

  it('leaves numbers in that range that are no port alone', () => {
    const sample = [
      'jest.setTimeout(45_000);',
      'const FILE = pngBytes(54_321);',
      'const deadline = Date.now() + 60_000;',
      "expect(error).toBe('connect ECONNREFUSED 10.0.3.7:50056');",
      "const freeOne = await freePort(); server.listen(0, '127.0.0.1');",
      '// postgres://postgres@127.0.0.1:54123/postgres in a comment',
      "const reportIntervalMs = 40_000; const supportTicket = '50000';",
    ].join('\n');
    expect(fixedEphemeralPorts('sample.ts', sample)).toEqual([]);
  });

  it('has none in the tests, their support or the benchmark', () => {
    const files = SCANNED.flatMap(sources).filter(
      (file) => !file.startsWith(CHART_EXPECTATIONS) && file !== THIS_FILE,
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      fixedEphemeralPorts(file, readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
