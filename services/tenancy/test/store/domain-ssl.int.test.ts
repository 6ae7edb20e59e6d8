/**
 * SSL status of verified domains, measured on real PostgreSQL against real TLS servers: the
 * probe resolves the domain through a real DNS server (dns2 on loopback), connects with SNI =
 * the domain and checks the chain (a CA made here with the openssl CLI, trusted through the
 * probe's CA file option) and the host name. A certificate for the domain is ready with its
 * expiry; one for another name, an expired one, one from an unknown issuer, or no TLS answer is
 * failed with a reason; a domain never probed stays pending; the schedule probes each due domain once.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { pino } from 'pino';
import type { Database } from '@portico/kit';
import { startDnsServer, type TestDnsServer } from '../../../../tooling/test-infra/dns';
import { freePort } from '../../../../tooling/test-infra/ports';
import { addDomain, checkDomainSsl, listTenantDomains } from '../../src/domain/domains';
import { sslChecks } from '../../src/domain/sslChecks';
import { tlsProbe, type SslProbe } from '../../src/domain/tlsProbe';
import {
  provisionWorkspace,
  saveBranding,
  saveCapabilities,
  savePlan,
  startOnboarding,
} from '../../src/domain/onboardingFlow';
import { markVerified } from '../../src/store/domains';
import { tenancyTestDatabase } from '../support';

jest.setTimeout(60_000);

let db: Database;
let close: () => Promise<void>;
let dir: string;
let dns: TestDnsServer;
let probe: SslProbe;
let tlsPort: number;
let server: tls.Server | undefined;

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** A key and certificate for `names`, issued by `issuer` (the test CA unless said otherwise). */
function certificate(file: string, names: string[], issuer = 'ca'): { key: string; cert: string } {
  openssl(
    ...['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', `${file}.key`, '-out', `${file}.csr`, '-subj', `/CN=${names[0]}`],
  );
  writeFileSync(
    path.join(dir, `${file}.ext`),
    `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}\n`,
  );
  openssl(
    ...['x509', '-req', '-in', `${file}.csr`, '-CA', `${issuer}.pem`, '-CAkey', `${issuer}.key`],
    ...['-CAcreateserial', '-days', '30', '-extfile', `${file}.ext`, '-out', `${file}.pem`],
  );
  return {
    key: readFileSync(path.join(dir, `${file}.key`), 'utf8'),
    cert: readFileSync(path.join(dir, `${file}.pem`), 'utf8'),
  };
}

/** A certificate for `name` from the test CA that expired in 2020 (`openssl ca` sets dates). */
function expiredCertificate(file: string, name: string): { key: string; cert: string } {
  openssl(
    ...['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', `${file}.key`, '-out', `${file}.csr`, '-subj', `/CN=${name}`],
  );
  writeFileSync(path.join(dir, `${file}.index`), '');
  writeFileSync(path.join(dir, `${file}.serial`), '01\n');
  writeFileSync(
    path.join(dir, `${file}.cnf`),
    [
      '[ca]',
      'default_ca = test',
      '[test]',
      `database = ${file}.index`,
      'new_certs_dir = .',
      `serial = ${file}.serial`,
      'default_md = sha256',
      'policy = any',
      'x509_extensions = leaf',
      '[any]',
      'commonName = supplied',
      '[leaf]',
      `subjectAltName = DNS:${name}`,
      '',
    ].join('\n'),
  );
  openssl(
    ...['ca', '-batch', '-config', `${file}.cnf`, '-cert', 'ca.pem', '-keyfile', 'ca.key'],
    ...['-in', `${file}.csr`, '-out', `${file}.pem`, '-notext'],
    ...['-startdate', '20200101000000Z', '-enddate', '20200201000000Z'],
  );
  return {
    key: readFileSync(path.join(dir, `${file}.key`), 'utf8'),
    cert: readFileSync(path.join(dir, `${file}.pem`), 'utf8'),
  };
}

function authority(file: string, name: string) {
  openssl(
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', `${file}.key`, '-out', `${file}.pem`, '-days', '365', '-subj', `/CN=${name}`],
  );
}

/** A TLS server on the probe's port answering with this certificate. */
async function serve(pair: { key: string; cert: string }) {
  await stopServing();
  server = tls.createServer(pair, (socket) => socket.end());
  await new Promise<void>((resolve) => server!.listen(tlsPort, '127.0.0.1', resolve));
  expect((server.address() as AddressInfo).port).toBe(tlsPort);
}

async function stopServing() {
  const running = server;
  server = undefined;
  if (running) await new Promise((resolve) => running.close(resolve));
}

beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
  dir = mkdtempSync(path.join(tmpdir(), 'tenancy-ssl-'));
  authority('ca', 'Portico Test CA');
  authority('stranger', 'Unknown Issuer');
  dns = await startDnsServer();
  tlsPort = await freePort();
  probe = tlsProbe({
    port: tlsPort,
    dnsServers: dns.server,
    caFile: path.join(dir, 'ca.pem'),
    timeoutMs: 3_000,
  });
});

afterAll(async () => {
  await stopServing();
  await dns?.close();
  await close?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

let counter = 0;
/** A workspace with the custom-domain feature, and its owner (an admin). */
async function workspace() {
  counter += 1;
  const ownerId = randomUUID();
  await startOnboarding(db, ownerId, { companyName: `Ssl ${counter}` });
  await savePlan(db, ownerId, { plan: 'starter', adminSeats: 1 });
  await saveBranding(db, ownerId, { subdomain: `ssl-${counter}-${ownerId.slice(0, 6)}` });
  await saveCapabilities(db, ownerId, {});
  const state = await provisionWorkspace(db, ownerId, `ssl${counter}@example.com`);
  await db.query(`UPDATE tenants SET features = '{"custom_domain": true}' WHERE id = $1`, [
    state.tenant_id,
  ]);
  return { tenantId: state.tenant_id, actorId: ownerId, actorIsSuperAdmin: false };
}

/** A domain of the workspace, verified (its TXT proof is another test's subject). */
async function verifiedDomain(owner: Awaited<ReturnType<typeof workspace>>) {
  const domain = `portal-${randomUUID().slice(0, 8)}.ssl-test.example`;
  await addDomain(db, { ...owner, domain, productDomain: 'portico.test' });
  await db.tenantTransaction(owner.tenantId, (tx) =>
    markVerified(tx, owner.tenantId, domain, new Date()),
  );
  dns.a.set(domain, '127.0.0.1');
  return domain;
}

it('is ready, with the certificate’s expiry, when the certificate covers the domain', async () => {
  const owner = await workspace();
  const domain = await verifiedDomain(owner);
  const before = await listTenantDomains(db, owner);
  expect(before[0]).toMatchObject({ ssl_status: 'pending', ssl_checked_at: '', ssl_reason: '' });

  const pair = certificate('good', [domain]);
  await serve(pair);
  const checked = await checkDomainSsl(db, { ...owner, domain, probe });
  const validTo = new Date(
    execFileSync('openssl', ['x509', '-noout', '-enddate'], { input: pair.cert })
      .toString()
      .replace(/^notAfter=/, '')
      .trim(),
  );
  expect(checked).toMatchObject({ ssl_status: 'ready', ssl_reason: '' });
  expect(new Date(checked.ssl_expires_at).getTime()).toBe(validTo.getTime());
  expect(Date.now() - Date.parse(checked.ssl_checked_at)).toBeLessThan(60_000);
  // What the Domains screen lists afterwards is the same.
  expect((await listTenantDomains(db, owner))[0]).toMatchObject({ ssl_status: 'ready' });
});

it('fails with "Certificate does not cover {domain}" for a certificate of another name', async () => {
  const owner = await workspace();
  const domain = await verifiedDomain(owner);
  await serve(certificate('other', ['www.someone-else.example']));
  const checked = await checkDomainSsl(db, { ...owner, domain, probe });
  expect(checked).toMatchObject({
    ssl_status: 'failed',
    ssl_reason: `Certificate does not cover ${domain}`,
    ssl_expires_at: '',
  });
});

it('fails with "Certificate expired" for an expired certificate of the domain', async () => {
  const owner = await workspace();
  const domain = await verifiedDomain(owner);
  await serve(expiredCertificate('expired', domain));
  const checked = await checkDomainSsl(db, { ...owner, domain, probe });
  expect(checked).toMatchObject({ ssl_status: 'failed', ssl_reason: 'Certificate expired' });
});

it('fails for a certificate whose issuer is not trusted, though it names the domain', async () => {
  const owner = await workspace();
  const domain = await verifiedDomain(owner);
  await serve(certificate('selfish', [domain], 'stranger'));
  const checked = await checkDomainSsl(db, { ...owner, domain, probe });
  expect(checked).toMatchObject({
    ssl_status: 'failed',
    ssl_reason: 'Certificate is not issued by a trusted authority',
  });
});

it('fails with "No TLS answer on port …" when nothing listens', async () => {
  const owner = await workspace();
  const domain = await verifiedDomain(owner);
  await stopServing();
  const checked = await checkDomainSsl(db, { ...owner, domain, probe });
  expect(checked).toMatchObject({
    ssl_status: 'failed',
    ssl_reason: `No TLS answer on port ${tlsPort}`,
  });
});

it('refuses to check a domain that is not verified yet, and changes nothing', async () => {
  const owner = await workspace();
  const domain = `pending-${randomUUID().slice(0, 8)}.ssl-test.example`;
  await addDomain(db, { ...owner, domain, productDomain: 'portico.test' });
  await expect(checkDomainSsl(db, { ...owner, domain, probe })).rejects.toMatchObject({
    message: 'Verify the domain first: its certificate is checked once it is verified',
  });
  expect((await listTenantDomains(db, owner))[0]).toMatchObject({
    ssl_status: 'pending',
    ssl_checked_at: '',
  });
});

it('probes every due verified domain once per round, across two replicas', async () => {
  const owner = await workspace();
  const domain = await verifiedDomain(owner);
  await serve(certificate('scheduled', [domain]));
  const logger = pino({ level: 'silent' });
  const replicaA = sslChecks({ db, probe, logger, maxAgeMs: 60 * 60_000 });
  const replicaB = sslChecks({ db, probe, logger, maxAgeMs: 60 * 60_000 });
  const [a, b] = await Promise.all([replicaA.round(), replicaB.round()]);
  // The other tests' domains were probed just now, so only ours is due: one replica took it.
  expect(a + b).toBe(1);
  expect((await listTenantDomains(db, owner))[0]).toMatchObject({ ssl_status: 'ready' });
  const again = await replicaA.round();
  expect(again).toBe(0);
});
