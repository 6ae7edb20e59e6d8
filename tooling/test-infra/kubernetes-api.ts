/**
 * A stand-in for the Kubernetes API server, for the code that manages objects through it
 * (tenancy's tenant-domain routing). No cluster can run on our machines, so this is a real
 * HTTPS server (its own certificate, made with the openssl CLI, is the kubeconfig's CA, as a
 * cluster's is) speaking the API's wire format for namespaced custom resources, and tests
 * drive it with the real client library (@kubernetes/client-node) through a kubeconfig it
 * writes:
 *
 *   GET    /apis/<group>/<version>/namespaces/<ns>/<plural>[?labelSelector=a=b,c=d]  list
 *   POST   /apis/<group>/<version>/namespaces/<ns>/<plural>                          create
 *   GET    /apis/<group>/<version>/namespaces/<ns>/<plural>/<name>                   get
 *   PUT    /apis/<group>/<version>/namespaces/<ns>/<plural>/<name>                   update
 *   DELETE /apis/<group>/<version>/namespaces/<ns>/<plural>/<name>                   delete
 *
 * As the API server does, it answers failures with a `Status` object (404 NotFound, 409
 * AlreadyExists or Conflict on a stale resourceVersion, 401 without the bearer token), keeps
 * resourceVersion, uid and creationTimestamp, and authorises every request against RBAC
 * rules given to it (a Role's `rules`, e.g. the chart's): anything they do not grant, in any
 * other namespace, is 403 Forbidden. Tests play cert-manager by writing a Certificate's
 * status with `setStatus`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface StoredObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    resourceVersion?: string;
    uid?: string;
    creationTimestamp?: string;
  };
  spec?: unknown;
  status?: unknown;
}

export interface PolicyRule {
  apiGroups: string[];
  resources: string[];
  verbs: string[];
}

export interface KubernetesApiDouble {
  url: string;
  /** A kubeconfig naming this server, the token and the namespace as its current context. */
  kubeconfig: string;
  namespace: string;
  /** Every stored object of a resource (`listenersets`, `certificates`, ...). */
  list(plural: string): StoredObject[];
  get(plural: string, name: string): StoredObject | undefined;
  /** Writes an object as another controller would (cert-manager, helm). */
  put(plural: string, object: StoredObject): void;
  setStatus(plural: string, name: string, status: unknown): void;
  /** Every request refused with 403, as "<verb> <plural>". */
  forbidden: string[];
  stop(): Promise<void>;
}

const PATH = /^\/apis\/([^/]+)\/([^/]+)\/namespaces\/([^/]+)\/([^/]+)(?:\/([^/]+))?$/;

function status(code: number, reason: string, message: string) {
  return {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message,
    reason,
    code,
  };
}

export async function startKubernetesApi(options: {
  namespace: string;
  /** What the caller's Role grants; every request outside it is 403. */
  rules: PolicyRule[];
  /** The caller, for Forbidden messages: `system:serviceaccount:<ns>:<name>`. */
  user?: string;
}): Promise<KubernetesApiDouble> {
  const token = randomBytes(24).toString('hex');
  const store = new Map<string, Map<string, StoredObject>>();
  const forbidden: string[] = [];
  let version = 1;
  const collection = (plural: string) => {
    if (!store.has(plural)) store.set(plural, new Map());
    return store.get(plural)!;
  };
  const stamp = (object: StoredObject, existing?: StoredObject): StoredObject => ({
    ...object,
    metadata: {
      ...object.metadata,
      resourceVersion: String((version += 1)),
      uid: existing?.metadata.uid ?? randomUUID(),
      creationTimestamp: existing?.metadata.creationTimestamp ?? new Date().toISOString(),
    },
    status: existing?.status ?? object.status,
  });
  const allowed = (group: string, plural: string, verb: string) =>
    options.rules.some(
      (rule) =>
        (rule.apiGroups.includes(group) || rule.apiGroups.includes('*')) &&
        (rule.resources.includes(plural) || rule.resources.includes('*')) &&
        (rule.verbs.includes(verb) || rule.verbs.includes('*')),
    );

  const dir = mkdtempSync(path.join(tmpdir(), 'portico-kubeconfig-'));
  // The server's certificate, self-signed for 127.0.0.1: the kubeconfig trusts it as its CA.
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', 'server.key', '-out', 'server.crt', '-days', '1', '-subj', '/CN=kubernetes'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { cwd: dir, stdio: 'pipe' },
  );
  const key = readFileSync(path.join(dir, 'server.key'));
  const cert = readFileSync(path.join(dir, 'server.crt'));
  const server = https.createServer(
    { key, cert },
    (req: http.IncomingMessage, res: http.ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const answer = (code: number, body: unknown) => {
          res.writeHead(code, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.headers.authorization !== `Bearer ${token}`)
          return answer(401, status(401, 'Unauthorized', 'Unauthorized'));
        const url = new URL(req.url ?? '/', 'http://localhost');
        const match = PATH.exec(url.pathname);
        if (!match)
          return answer(404, status(404, 'NotFound', `the server could not find ${url.pathname}`));
        const [, group, apiVersion, namespace, plural, name] = match as unknown as string[];
        const verb = {
          GET: name ? 'get' : 'list',
          POST: 'create',
          PUT: 'update',
          DELETE: 'delete',
          PATCH: 'patch',
        }[req.method ?? 'GET'];
        if (!verb) return answer(405, status(405, 'MethodNotAllowed', `${req.method} not allowed`));
        if (namespace !== options.namespace || !allowed(group!, plural!, verb)) {
          forbidden.push(`${verb} ${plural}`);
          return answer(
            403,
            status(
              403,
              'Forbidden',
              `${plural}.${group} ${name ? `"${name}" ` : ''}is forbidden: User "${options.user ?? 'test'}" cannot ${verb} resource "${plural}" in API group "${group}" in the namespace "${namespace}"`,
            ),
          );
        }
        const objects = collection(plural!);
        const body = chunks.length
          ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as StoredObject)
          : undefined;
        const notFound = () =>
          answer(404, status(404, 'NotFound', `${plural}.${group} "${name}" not found`));
        switch (verb) {
          case 'list': {
            const selector = (url.searchParams.get('labelSelector') ?? '')
              .split(',')
              .filter(Boolean)
              .map((term) => term.split('='));
            const items = [...objects.values()].filter((object) =>
              selector.every(([key, value]) => object.metadata.labels?.[key!] === value),
            );
            return answer(200, {
              apiVersion: `${group}/${apiVersion}`,
              kind: 'List',
              metadata: { resourceVersion: String(version) },
              items,
            });
          }
          case 'get':
            return objects.has(name!) ? answer(200, objects.get(name!)) : notFound();
          case 'create': {
            if (!body?.metadata?.name)
              return answer(422, status(422, 'Invalid', 'metadata.name: Required value'));
            if (body.apiVersion !== `${group}/${apiVersion}`)
              return answer(
                400,
                status(400, 'BadRequest', `apiVersion ${body.apiVersion} does not match the path`),
              );
            if (objects.has(body.metadata.name))
              return answer(
                409,
                status(
                  409,
                  'AlreadyExists',
                  `${plural}.${group} "${body.metadata.name}" already exists`,
                ),
              );
            const created = stamp({
              ...body,
              metadata: { ...body.metadata, namespace: namespace! },
            });
            objects.set(created.metadata.name, created);
            return answer(201, created);
          }
          case 'update': {
            const existing = objects.get(name!);
            if (!existing) return notFound();
            if (!body) return answer(400, status(400, 'BadRequest', 'an update needs the object'));
            if (body?.metadata?.resourceVersion !== existing.metadata.resourceVersion)
              return answer(
                409,
                status(
                  409,
                  'Conflict',
                  `Operation cannot be fulfilled on ${plural}.${group} "${name}": the object has been modified`,
                ),
              );
            const updated = stamp(
              { ...body, metadata: { ...body.metadata, namespace: namespace! } },
              existing,
            );
            objects.set(name!, updated);
            return answer(200, updated);
          }
          case 'delete': {
            if (!objects.delete(name!)) return notFound();
            return answer(200, {
              kind: 'Status',
              apiVersion: 'v1',
              metadata: {},
              status: 'Success',
            });
          }
          default:
            return answer(405, status(405, 'MethodNotAllowed', `${verb} is not served here`));
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const kubeconfig = path.join(dir, 'config');
  writeFileSync(
    kubeconfig,
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [
        {
          name: 'double',
          cluster: { server: url, 'certificate-authority-data': cert.toString('base64') },
        },
      ],
      users: [{ name: 'tenancy', user: { token } }],
      contexts: [
        {
          name: 'double',
          context: { cluster: 'double', user: 'tenancy', namespace: options.namespace },
        },
      ],
      'current-context': 'double',
    }),
  );
  return {
    url,
    kubeconfig,
    namespace: options.namespace,
    list: (plural) => [...collection(plural).values()],
    get: (plural, name) => collection(plural).get(name),
    put: (plural, object) => {
      collection(plural).set(
        object.metadata.name,
        stamp(object, collection(plural).get(object.metadata.name)),
      );
    },
    setStatus: (plural, name, value) => {
      const object = collection(plural).get(name);
      if (!object) throw new Error(`no ${plural} ${name} to set the status of`);
      object.status = value;
    },
    forbidden,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
