// What the features of issues 9, 10, 12 and 19 need from the chart to work in a cluster, not
// only under `make up`: the gateway's access cache hears Kafka, uploads reach content's own
// HTTP listener through the NetworkPolicies, grants verify on every content replica, and the
// gateway's caller token is signed and verified from one Secret.
import { renderChart, byKind, find, type K8sObject } from './manifests';
import { chartValues } from './repo-config';

const components = chartValues().components;
const services = Object.keys(components).filter((name) => components[name]!.role === 'service');

interface EnvEntry {
  name: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface Port {
  port?: number;
  protocol?: string;
}
interface Peer {
  podSelector?: {
    matchLabels?: Record<string, string>;
    matchExpressions?: Array<{ key: string; values: string[] }>;
  };
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: Port[];
}
interface PolicySpec {
  ingress: Rule[];
  egress: Rule[];
}

const defaults = renderChart();
const dev = renderChart({ valuesFiles: ['k8s/values/dev.yaml'] });
const prod = renderChart({ valuesFiles: ['k8s/values/prod.yaml'] });

const configOf = (objects: K8sObject[], name: string) =>
  find(objects, 'ConfigMap', `portico-${name}`).data as Record<string, string>;
const secretEnvOf = (objects: K8sObject[], name: string): EnvEntry[] => {
  const spec = find(objects, 'Deployment', `portico-${name}`).spec as {
    template: { spec: { containers: Array<{ env?: EnvEntry[] }> } };
  };
  return (spec.template.spec.containers[0]!.env ?? []).filter((e) => e.valueFrom?.secretKeyRef);
};
const secretRef = (objects: K8sObject[], name: string, variable: string) =>
  secretEnvOf(objects, name).find((e) => e.name === variable)?.valueFrom?.secretKeyRef;
const policy = (objects: K8sObject[], name: string) =>
  find(objects, 'NetworkPolicy', `portico-${name}`).spec as PolicySpec;
const ports = (rule: Rule) => (rule.ports ?? []).map((p) => p.port);

test('the profiles render', () => {
  expect([defaults.ok, dev.ok, prod.ok]).toEqual([true, true, true]);
});

describe('gateway access cache', () => {
  test('the gateway is given the same Kafka brokers and TLS setting as the services', () => {
    for (const objects of [defaults.objects, prod.objects]) {
      const gateway = configOf(objects, 'gateway');
      const identity = configOf(objects, 'identity');
      expect(gateway.KAFKA_BROKERS).toBeTruthy();
      expect([gateway.KAFKA_BROKERS, gateway.KAFKA_SSL, gateway.KAFKA_SASL_MECHANISM]).toEqual([
        identity.KAFKA_BROKERS,
        identity.KAFKA_SSL,
        identity.KAFKA_SASL_MECHANISM,
      ]);
    }
  });

  test('the gateway reads the SASL credentials from the services’ Secret keys, optionally', () => {
    for (const variable of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'])
      expect(secretRef(defaults.objects, 'gateway', variable)).toEqual(
        secretRef(defaults.objects, 'identity', variable),
      );
    expect(secretRef(defaults.objects, 'gateway', 'KAFKA_SASL_USERNAME')?.optional).toBe(true);
  });

  test('the gateway’s NetworkPolicy lets it reach Kafka', () => {
    const kafka = policy(defaults.objects, 'gateway').egress.filter((rule) =>
      rule.to?.some(
        (peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'kafka',
      ),
    );
    expect(kafka.flatMap(ports)).toContain(9092);
  });
});

describe('uploads and downloads', () => {
  test('content’s Service exposes the upload listener as a named port', () => {
    const spec = find(defaults.objects, 'Service', 'portico-content').spec as {
      ports: Array<{ name: string; port: number; targetPort: string }>;
    };
    expect(spec.ports).toContainEqual(
      expect.objectContaining({ name: 'upload', port: 9113, targetPort: 'upload' }),
    );
    expect(configOf(defaults.objects, 'content').UPLOAD_PORT).toBe('9113');
  });

  test('the gateway streams to content’s upload port by its Service name', () => {
    expect(configOf(defaults.objects, 'gateway').CONTENT_UPLOAD_URL).toBe(
      'http://portico-content:9113',
    );
  });

  test('every content replica reads the same grant secret from the Secret (required)', () => {
    const ref = secretRef(defaults.objects, 'content', 'UPLOAD_GRANT_SECRET');
    expect(ref).toEqual({ name: 'portico-secrets', key: 'upload-grant-secret' });
  });

  test('content knows the portal’s origin for the embeds’ frame-ancestors check', () => {
    expect(configOf(defaults.objects, 'content').PORTAL_ORIGIN).toBe('http://portico.example.com');
    expect(configOf(prod.objects, 'content').PORTAL_ORIGIN).toMatch(/^https:\/\//);
  });

  test('content’s NetworkPolicy admits the gateway, and only it, on the upload port', () => {
    const upload = policy(defaults.objects, 'content').ingress.filter((rule) =>
      ports(rule).includes(9113),
    );
    expect(upload).toHaveLength(1);
    const callers = upload[0]!.from!.flatMap(
      (peer) =>
        peer.podSelector?.matchExpressions?.find((e) => e.key === 'app.kubernetes.io/component')
          ?.values ?? [],
    );
    expect(callers).toEqual(['gateway']);
  });

  test('the gateway’s NetworkPolicy lets it reach content’s upload port', () => {
    const toContent = policy(defaults.objects, 'gateway').egress.filter((rule) =>
      rule.to?.some(
        (peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/component'] === 'content',
      ),
    );
    expect(toContent.flatMap(ports)).toEqual(expect.arrayContaining([50051, 9113]));
  });

  test('no other component may reach content’s upload port', () => {
    for (const name of services) {
      const reachesUpload = policy(defaults.objects, name).egress.some((rule) =>
        ports(rule).includes(9113),
      );
      expect([name, reachesUpload]).toEqual([name, false]);
    }
  });
});

describe('replies by email', () => {
  test('messaging’s inbound mail port has a Service of its own, and any mail server may reach it', () => {
    const service = find(defaults.objects, 'Service', 'portico-messaging-smtp').spec as {
      type: string;
      clusterIP?: string;
      ports: Array<{ name: string; port: number; targetPort: string }>;
    };
    expect(service.type).toBe('ClusterIP');
    expect(service.clusterIP).toBeUndefined();
    expect(service.ports).toEqual([
      expect.objectContaining({ name: 'smtp', port: 2525, targetPort: 'smtp' }),
    ]);
    expect(configOf(defaults.objects, 'messaging').INBOUND_SMTP_PORT).toBe('2525');
    const inbound = policy(defaults.objects, 'messaging').ingress.filter((rule) =>
      ports(rule).includes(2525),
    );
    expect(inbound).toEqual([{ ports: [{ port: 2525, protocol: 'TCP' }] }]);
  });

  test('no other component exposes a port outside the cluster', () => {
    const exposed = byKind(defaults.objects, 'Service')
      .filter((s) => (s.spec as { clusterIP?: string }).clusterIP !== 'None')
      .map((s) => s.metadata.name)
      .filter((name) => !Object.keys(components).some((c) => name === `portico-${c}`));
    expect(exposed).toEqual(['portico-messaging-smtp']);
  });

  test('messaging links to the portal’s public address and takes replies at reply.<domain>', () => {
    const config = configOf(defaults.objects, 'messaging');
    expect(config.PUBLIC_URL).toBe(configOf(defaults.objects, 'gateway').PUBLIC_URL);
    expect(config.REPLY_DOMAIN).toBe('reply.portico.example.com');
  });
});

describe('internal caller token', () => {
  test('the gateway signs with the private key from the Secret, optionally', () => {
    expect(secretRef(defaults.objects, 'gateway', 'INTERNAL_TOKEN_PRIVATE_KEY')).toEqual({
      name: 'portico-secrets',
      key: 'internal-token-private-key',
      optional: true,
    });
  });

  test.each(services)('%s verifies with the public key from the same Secret', (service) => {
    expect(secretRef(defaults.objects, service, 'INTERNAL_TOKEN_PUBLIC_KEY')).toEqual({
      name: 'portico-secrets',
      key: 'internal-token-public-key',
      optional: true,
    });
  });

  test('only the gateway holds the private key', () => {
    const holders = byKind(defaults.objects, 'Deployment')
      .map((d) => d.metadata.name.replace(/^portico-/, ''))
      .filter((name) =>
        secretEnvOf(defaults.objects, name).some((e) => e.name === 'INTERNAL_TOKEN_PRIVATE_KEY'),
      );
    expect(holders).toEqual(['gateway']);
  });

  test.each(services)("%s holds the services' pair from the same Secret", (service) => {
    for (const [variable, key] of [
      ['SERVICE_TOKEN_PRIVATE_KEY', 'service-token-private-key'],
      ['SERVICE_TOKEN_PUBLIC_KEY', 'service-token-public-key'],
    ] as const) {
      expect(secretRef(defaults.objects, service, variable)).toEqual({
        name: 'portico-secrets',
        key,
        optional: true,
      });
    }
  });

  test("the gateway holds no half of the services' pair", () => {
    const names = secretEnvOf(defaults.objects, 'gateway').map((e) => e.name);
    expect(names.filter((name) => name.startsWith('SERVICE_TOKEN_'))).toEqual([]);
  });

  // Required references: the images refuse to start without these keys, and a key generated
  // on a pod's disk would differ per replica and vanish with the pod.
  test.each([
    ['identity', 'SIGNING_KEY_ENCRYPTION_KEY', 'signing-key-encryption-key'],
    ['tenancy', 'TENANCY_SECRETS_KEY', 'tenancy-secrets-key'],
    ['notifications', 'INTEGRATIONS_ENCRYPTION_KEY', 'integrations-encryption-key'],
  ])('%s seals its secrets at rest with a key the Secret must hold (%s)', (name, variable, key) => {
    expect(secretRef(defaults.objects, name, variable)).toEqual({ name: 'portico-secrets', key });
  });

  test('the local cluster profile supplies every sealing key, so its pods start', () => {
    const rendered = renderChart({ valuesFiles: ['k8s/values/dev.yaml'] });
    expect(rendered.error).toBe('');
    const secret = find(rendered.objects, 'Secret', 'portico-secrets').stringData as Record<
      string,
      string
    >;
    for (const key of [
      'signing-key-encryption-key',
      'tenancy-secrets-key',
      'integrations-encryption-key',
    ])
      expect([key, Boolean(secret[key])]).toEqual([key, true]);
  });
});

test('notifications links to the portal’s public address', () => {
  expect(configOf(defaults.objects, 'notifications').PUBLIC_URL).toBe(
    configOf(defaults.objects, 'gateway').PUBLIC_URL,
  );
});

test.each([
  ['forms', 'CONTENT_ADDR', 'content'],
  ['forms', 'TENANCY_ADDR', 'tenancy'],
  ['content', 'BILLING_ADDR', 'billing'],
  ['identity', 'TENANCY_ADDR', 'tenancy'],
  ['metrics', 'TENANCY_ADDR', 'tenancy'],
])(
  '%s is given %s and its NetworkPolicy lets it reach that service',
  (caller, variable, callee) => {
    expect(configOf(defaults.objects, caller)[variable]).toBe(`portico-${callee}:50051`);
    const reaches = policy(defaults.objects, caller).egress.some(
      (rule) =>
        ports(rule).includes(50051) &&
        rule.to?.some(
          (peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/component'] === callee,
        ),
    );
    expect(reaches).toBe(true);
    const admitted = policy(defaults.objects, callee).ingress.some((rule) =>
      rule.from?.some((peer) =>
        peer.podSelector?.matchExpressions?.some((e) => e.values.includes(caller)),
      ),
    );
    expect(admitted).toBe(true);
  },
);

test('billing sends checkout back to the portal’s public address', () => {
  expect(configOf(prod.objects, 'billing').PUBLIC_URL).toMatch(/^https:\/\//);
});
