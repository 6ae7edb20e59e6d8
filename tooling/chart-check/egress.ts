/**
 * What each pod must reach, derived from its own configuration, checked against the
 * NetworkPolicies that select it. A policy that forgets a destination only breaks where
 * policies are enforced (kind ≥ 0.29, every production CNI), so rendering alone never shows it:
 * App Health without Prometheus, sign-in with Google without port 443.
 *
 * Destinations come from two places: the variables a pod is given (a URL, `host:port`, a
 * broker list, a service address), and the connections a component's code makes to places
 * its configuration does not name (sign-in providers, tenants' webhook endpoints). The
 * second kind is listed in CODE_DESTINATIONS with the source file that makes the connection,
 * and the file is checked to still make it, so the list cannot outlive the code.
 */
import { isIP } from 'node:net';
import type { K8sObject } from './manifests';

export type Protocol = 'TCP' | 'UDP';

/** Where a host lives, as far as the rendered objects tell. */
export type Location =
  | { kind: 'cluster'; namespace: string; podLabels?: Record<string, string> }
  | { kind: 'internet' }
  | { kind: 'address'; ip: string }
  /** The Kubernetes API server: reached through an ipBlock (or an open rule) on its port. */
  | { kind: 'apiserver' }
  /** Peers the values declare for it (a managed database known only by its ipBlock). */
  | { kind: 'declared'; peers: Peer[] };

export interface Destination {
  /** Why the pod connects there, for the failure message. */
  what: string;
  location: Location;
  ports: number[];
  protocol: Protocol;
}

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}
export interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface PolicyPort {
  port?: number | string;
  endPort?: number;
  protocol?: string;
}
export interface EgressRule {
  to?: Peer[];
  ports?: PolicyPort[];
}
interface PolicySpec {
  podSelector: LabelSelector;
  policyTypes?: string[];
  egress?: EgressRule[];
  ingress?: { from?: Peer[]; ports?: PolicyPort[] }[];
}

export function selectorMatches(
  selector: LabelSelector | undefined,
  labels: Record<string, string>,
) {
  if (!selector) return true;
  for (const [key, value] of Object.entries(selector.matchLabels ?? {}))
    if (labels[key] !== value) return false;
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const has = key in labels;
    if (operator === 'In' && !(has && values.includes(labels[key]!))) return false;
    if (operator === 'NotIn' && has && values.includes(labels[key]!)) return false;
    if (operator === 'Exists' && !has) return false;
    if (operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

const ipv4ToNumber = (ip: string) =>
  ip.split('.').reduce((total, part) => total * 256 + Number(part), 0);

function cidrContains(cidr: string, ip: string): boolean {
  const [base, bits] = cidr.split('/');
  if (isIP(base!) !== 4 || isIP(ip) !== 4) return false;
  const size = 2 ** (32 - Number(bits));
  const start = Math.floor(ipv4ToNumber(base!) / size) * size;
  const value = ipv4ToNumber(ip);
  return value >= start && value < start + size;
}

const isEverywhere = (cidr: string) => cidr === '0.0.0.0/0' || cidr === '::/0';

/** Whether a peer of an egress rule covers the location (pods it cannot see count as covered). */
function peerCovers(peer: Peer, location: Location, policyNamespace: string): boolean {
  switch (location.kind) {
    case 'internet':
      return Boolean(peer.ipBlock && isEverywhere(peer.ipBlock.cidr));
    case 'apiserver':
      return Boolean(peer.ipBlock);
    case 'address':
      return Boolean(
        peer.ipBlock &&
        cidrContains(peer.ipBlock.cidr, location.ip) &&
        !(peer.ipBlock.except ?? []).some((except) => cidrContains(except, location.ip)),
      );
    case 'declared':
      return location.peers.some((declared) => JSON.stringify(declared) === JSON.stringify(peer));
    case 'cluster': {
      if (peer.ipBlock) return false;
      const namespaceLabels = { 'kubernetes.io/metadata.name': location.namespace };
      const inNamespace = peer.namespaceSelector
        ? selectorMatches(peer.namespaceSelector, namespaceLabels)
        : location.namespace === policyNamespace;
      if (!inNamespace) return false;
      // Pods of a Service the rendered objects do not hold (another team's namespace): the
      // namespace is what can be checked.
      if (!peer.podSelector || !location.podLabels) return true;
      return selectorMatches(peer.podSelector, location.podLabels);
    }
  }
}

function portCovers(port: PolicyPort, number: number, protocol: Protocol): boolean {
  if ((port.protocol ?? 'TCP') !== protocol) return false;
  if (port.port === undefined) return true;
  if (typeof port.port !== 'number') return false;
  return port.endPort ? number >= port.port && number <= port.endPort : number === port.port;
}

export function ruleAllows(
  rule: EgressRule,
  location: Location,
  port: number,
  protocol: Protocol,
  policyNamespace: string,
): boolean {
  const portOk = !rule.ports?.length || rule.ports.some((p) => portCovers(p, port, protocol));
  const peerOk = !rule.to?.length || rule.to.some((p) => peerCovers(p, location, policyNamespace));
  return portOk && peerOk;
}

/** The Services the rendered objects hold, by namespace and name, with their pod selector. */
export type ServiceIndex = Map<string, Record<string, string>>;

export function serviceIndex(objects: K8sObject[], releaseNamespace: string): ServiceIndex {
  const index: ServiceIndex = new Map();
  for (const object of objects) {
    if (object.kind !== 'Service') continue;
    const selector = (object.spec as { selector?: Record<string, string> }).selector ?? {};
    index.set(`${object.metadata.namespace ?? releaseNamespace}/${object.metadata.name}`, selector);
  }
  return index;
}

/**
 * Where a host name points: an IP; a Service in this namespace (`kafka`), in another
 * (`prometheus.monitoring.svc`, a StatefulSet pod `kafka-0.kafka.platform.svc`); or anything
 * else, the internet.
 */
export function locate(host: string, releaseNamespace: string, services: ServiceIndex): Location {
  if (isIP(host)) return { kind: 'address', ip: host };
  const name = host.replace(/\.$/, '').replace(/\.cluster\.local$/, '');
  if (name === 'kubernetes.default.svc' || name === 'kubernetes.default' || name === 'kubernetes')
    return { kind: 'apiserver' };
  let service: string;
  let namespace: string;
  if (!name.includes('.')) [service, namespace] = [name, releaseNamespace];
  else if (name.endsWith('.svc')) {
    const parts = name.slice(0, -'.svc'.length).split('.');
    if (parts.length === 2) [service, namespace] = [parts[0]!, parts[1]!];
    else if (parts.length === 3) [service, namespace] = [parts[1]!, parts[2]!];
    else return { kind: 'internet' };
  } else return { kind: 'internet' };
  return { kind: 'cluster', namespace, podLabels: services.get(`${namespace}/${service}`) };
}

const DEFAULT_PORTS: Record<string, number> = {
  'http:': 80,
  'https:': 443,
  'smtp:': 587,
  'smtps:': 465,
  'postgres:': 5432,
  'postgresql:': 5432,
};

/** host and port of a URL or a `host:port`, with the scheme's default port. */
export function hostAndPort(value: string, fallbackPort?: number): { host: string; port: number } {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    const url = new URL(value);
    const port = url.port ? Number(url.port) : (DEFAULT_PORTS[url.protocol] ?? fallbackPort);
    if (!port) throw new Error(`no port for ${value}`);
    return { host: url.hostname.replace(/^\[|\]$/g, ''), port };
  }
  const match = /^(.*):(\d+)$/.exec(value);
  if (match) return { host: match[1]!, port: Number(match[2]) };
  if (!fallbackPort) throw new Error(`no port in ${value}`);
  return { host: value, port: fallbackPort };
}

/**
 * A pod's configuration: each variable's value when the rendered objects show it (ConfigMap,
 * inline value, a Secret the chart writes), or `undefined` for one taken from a Secret the
 * operator manages (set, value unknown).
 */
export type PodEnv = Map<string, string | undefined>;

/** The connections a component's code makes that no variable names. */
export interface CodeDestination {
  component: string;
  /** The file that makes the connection, and a string it must still contain. */
  file: string;
  marker: string;
  needs: (env: PodEnv) => { what: string; host?: string; ports: number[] }[];
}

const known = (env: PodEnv, name: string) => env.get(name);
const set = (env: PodEnv, name: string) => env.has(name);

export const CODE_DESTINATIONS: CodeDestination[] = [
  {
    component: 'identity',
    file: 'services/identity/src/providers/protocol.ts',
    marker: 'discovery(',
    needs: () => [
      { what: 'sign-in providers (Google, Microsoft, Slack, GitHub) over HTTPS', ports: [443] },
    ],
  },
  {
    component: 'billing',
    file: 'services/billing/src/provider/stripe.ts',
    marker: 'new Stripe(',
    needs: (env) =>
      set(env, 'STRIPE_SECRET_KEY') && known(env, 'BILLING_PROVIDER') !== 'sandbox'
        ? [
            {
              what: 'the payment provider (STRIPE_API_HOST)',
              host: known(env, 'STRIPE_API_HOST') ?? 'api.stripe.com',
              ports: [Number(known(env, 'STRIPE_API_PORT') ?? 443)],
            },
          ]
        : [],
  },
  {
    component: 'notifications',
    file: 'services/notifications/src/webhooks/deliver.ts',
    marker: 'client.request(',
    needs: () => [{ what: "tenants' webhook endpoints (http and https)", ports: [80, 443] }],
  },
  {
    component: 'notifications',
    file: 'services/notifications/src/slack/post.ts',
    marker: 'client.request(',
    needs: () => [{ what: 'Slack incoming webhooks', ports: [443] }],
  },
  {
    component: 'notifications',
    file: 'services/notifications/src/email/providers.ts',
    marker: 'createTransport',
    needs: (env) => [
      {
        what: 'the SendGrid relay (SENDGRID_SMTP_HOST)',
        host: known(env, 'SENDGRID_SMTP_HOST') ?? 'smtp.sendgrid.net',
        ports: [Number(known(env, 'SENDGRID_SMTP_PORT') ?? 587)],
      },
    ],
  },
  {
    component: 'notifications',
    file: 'services/notifications/src/email/mailer.ts',
    marker: 'createTransport',
    needs: (env) => {
      if (!set(env, 'SMTP_URL')) return [];
      const url = known(env, 'SMTP_URL');
      // A URL in a Secret the chart cannot read: any of the submission ports may be in it.
      if (url === undefined) return [{ what: 'the mail relay (SMTP_URL)', ports: [25, 465, 587] }];
      const { host, port } = hostAndPort(url, 587);
      return [{ what: 'the mail relay (SMTP_URL)', host, ports: [port] }];
    },
  },
  {
    component: 'content',
    file: 'services/content/src/blob/s3.ts',
    marker: 'new S3Client(',
    needs: (env) => {
      if (!set(env, 'S3_ENDPOINT') && !set(env, 'S3_BUCKET')) return [];
      const endpoint = known(env, 'S3_ENDPOINT');
      if (endpoint === undefined) return [{ what: 'object storage (S3_ENDPOINT)', ports: [443] }];
      return [{ what: 'object storage (S3_ENDPOINT)', ...asNeed(hostAndPort(endpoint)) }];
    },
  },
  {
    component: 'content',
    file: 'services/content/src/uploads/scanner.ts',
    marker: 'net.connect(',
    needs: (env) => {
      if (!set(env, 'CLAMD_HOST')) return [];
      const port = Number(known(env, 'CLAMD_PORT') ?? 3310);
      const host = known(env, 'CLAMD_HOST');
      return [{ what: 'the virus scanner (CLAMD_HOST)', host, ports: [port] }];
    },
  },
  {
    component: 'content',
    file: 'services/content/src/net/targets.ts',
    marker: "protocol !== 'https:'",
    needs: () => [{ what: "embedded sites' framing headers (https)", ports: [443] }],
  },
  {
    component: 'tenancy',
    file: 'services/tenancy/src/domain/tlsProbe.ts',
    marker: 'tls.connect(',
    needs: (env) =>
      // With routing through Kubernetes the certificate's status comes from cert-manager.
      set(env, 'GATEWAY_NAME')
        ? []
        : [
            {
              what: "verified domains' certificates (SSL_PROBE_PORT)",
              ports: [Number(known(env, 'SSL_PROBE_PORT') ?? 443)],
            },
          ],
  },
];

function database(
  env: PodEnv,
  declared: { peers: Peer[]; port: number },
  at: (what: string, host: string, ports: number[]) => Destination,
  out: Destination[],
) {
  if (!set(env, 'DATABASE_URL')) return;
  const value = known(env, 'DATABASE_URL');
  if (value) {
    const { host, port } = hostAndPort(value);
    out.push(at('its database (DATABASE_URL)', host, [port]));
    return;
  }
  out.push({
    what: 'its database (DATABASE_URL, as networkPolicy.database declares it)',
    location: { kind: 'declared', peers: declared.peers },
    ports: [declared.port],
    protocol: 'TCP',
  });
}

const asNeed = ({ host, port }: { host: string; port: number }) => ({ host, ports: [port] });

/**
 * Every destination a pod of `component` connects to, given its configuration. A migration
 * Job (`migrate`) opens its database and exports traces, nothing else.
 */
export function destinationsOf(
  component: string,
  env: PodEnv,
  purpose: 'serve' | 'migrate',
  context: {
    releaseNamespace: string;
    services: ServiceIndex;
    /** The database peers and port the values declare (a URL kept in an unseen Secret). */
    database: { peers: Peer[]; port: number };
  },
): Destination[] {
  const at = (
    what: string,
    host: string | undefined,
    ports: number[],
    protocol: Protocol = 'TCP',
  ) =>
    ({
      what,
      location: host
        ? locate(host, context.releaseNamespace, context.services)
        : { kind: 'internet' },
      ports,
      protocol,
    }) satisfies Destination;
  const out: Destination[] = [
    at('DNS', 'kube-dns.kube-system.svc', [53], 'UDP'),
    at('DNS', 'kube-dns.kube-system.svc', [53], 'TCP'),
  ];
  const url = (name: string, what: string) => {
    const value = known(env, name);
    if (value) {
      const { host, port } = hostAndPort(value);
      out.push(at(`${what} (${name})`, host, [port]));
    }
  };
  url('OTEL_EXPORTER_OTLP_ENDPOINT', 'the trace collector');
  database(env, context.database, at, out);
  if (purpose === 'migrate') return out;
  url('PROMETHEUS_URL', 'Prometheus');
  url('CONTENT_UPLOAD_URL', "content's upload listener");
  for (const broker of (known(env, 'KAFKA_BROKERS') ?? '').split(',').filter(Boolean)) {
    const { host, port } = hostAndPort(broker.trim());
    out.push(at('a Kafka broker (KAFKA_BROKERS)', host, [port]));
  }
  for (const [name, value] of env) {
    if (!/^[A-Z]+_ADDR$/.test(name) || !value) continue;
    const { host, port } = hostAndPort(value);
    out.push(at(`gRPC ${name}`, host, [port]));
  }
  if (known(env, 'GATEWAY_NAME'))
    out.push({
      what: 'the Kubernetes API (routes and certificates of custom domains)',
      location: { kind: 'apiserver' },
      ports: [443],
      protocol: 'TCP',
    });
  for (const code of CODE_DESTINATIONS.filter((c) => c.component === component))
    for (const need of code.needs(env)) out.push(at(need.what, need.host, need.ports));
  return out;
}

interface Container {
  name: string;
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { name: string; key: string } };
  }[];
  envFrom?: { configMapRef?: { name: string } }[];
}
interface PodTemplate {
  metadata: { labels?: Record<string, string> };
  spec: { containers: Container[] };
}

/** Each Node workload's pod: its labels and configuration (frontends read none and reach nothing). */
export function podsOf(objects: K8sObject[]) {
  const data = (kind: string, name: string) => {
    const object = objects.find((o) => o.kind === kind && o.metadata.name === name);
    return object
      ? {
          ...(object.data as Record<string, string>),
          ...(object.stringData as Record<string, string>),
        }
      : undefined;
  };
  return objects
    .filter((o) => o.kind === 'Deployment' || o.kind === 'Job')
    .flatMap((object) => {
      const template = (object.spec as { template: PodTemplate }).template;
      const container = template.spec.containers[0]!;
      const component =
        object.metadata.labels?.['app.kubernetes.io/component'] ?? object.metadata.name;
      const env: PodEnv = new Map();
      for (const source of container.envFrom ?? []) {
        for (const [name, value] of Object.entries(
          (source.configMapRef && data('ConfigMap', source.configMapRef.name)) ?? {},
        ))
          env.set(name, value);
      }
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (ref) {
          const secret = data('Secret', ref.name);
          // An optional key the chart's own Secret lacks leaves the variable unset.
          if (secret && !(ref.key in secret)) continue;
          env.set(variable.name, secret?.[ref.key]);
        } else if (variable.value !== undefined) env.set(variable.name, variable.value);
      }
      if (!env.size) return [];
      return [
        {
          where: `${object.kind} ${object.metadata.name}`,
          component,
          labels: template.metadata.labels ?? {},
          env,
        },
      ];
    });
}

/**
 * "<workload>: <what> at <port>" for each destination no selecting NetworkPolicy lets the pod
 * reach. A pod no Egress policy selects may reach anything (and is not reported here).
 */
export function missingEgress(
  objects: K8sObject[],
  context: {
    releaseNamespace: string;
    extraServices?: K8sObject[];
    database: { peers: Peer[]; port: number };
  },
): string[] {
  const services = serviceIndex(
    [...objects, ...(context.extraServices ?? [])],
    context.releaseNamespace,
  );
  const policies = objects
    .filter((o) => o.kind === 'NetworkPolicy')
    .map((o) => o.spec as PolicySpec)
    .filter((spec) => (spec.policyTypes ?? []).includes('Egress'));
  const problems: string[] = [];
  for (const pod of podsOf(objects)) {
    const selecting = policies.filter((p) => selectorMatches(p.podSelector, pod.labels));
    if (!selecting.length) continue;
    const rules = selecting.flatMap((p) => p.egress ?? []);
    const purpose = pod.labels['portico.io/migration'] ? 'migrate' : 'serve';
    for (const destination of destinationsOf(pod.component, pod.env, purpose, {
      ...context,
      services,
    })) {
      for (const port of destination.ports) {
        const allowed = rules.some((rule) =>
          ruleAllows(
            rule,
            destination.location,
            port,
            destination.protocol,
            context.releaseNamespace,
          ),
        );
        if (!allowed)
          problems.push(`${pod.where}: ${destination.what} at ${port}/${destination.protocol}`);
      }
    }
  }
  return problems;
}
