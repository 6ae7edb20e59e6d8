/**
 * The Kubernetes objects that serve one verified tenant domain over HTTPS, built from the
 * chart's own route (docs/kubernetes.md, "Tenant domains"):
 *
 * - a ListenerSet attached to the portal's Gateway: an HTTPS listener for the domain, with
 *   the domain's certificate;
 * - an HTTPRoute on that listener with the rules of the chart's HTTPRoute (/api, the remotes,
 *   the shell), so the domain is served exactly like the portal's own hosts;
 * - a cert-manager Certificate for the domain from the domains' issuer (HTTP-01 through the
 *   Gateway's port 80), written to the Secret the listener names.
 *
 * All three share one name and carry the domain in an annotation and the manager in a label,
 * so a reconciliation round can tell which objects are tenancy's and which domain each serves.
 */
import { createHash } from 'node:crypto';

export const GATEWAY_API = { group: 'gateway.networking.k8s.io', version: 'v1' } as const;
export const CERT_MANAGER = { group: 'cert-manager.io', version: 'v1' } as const;

/** The label every object tenancy manages carries, and the annotation naming its domain. */
export const MANAGED_BY = { key: 'app.kubernetes.io/managed-by', value: 'portico-tenancy' };
export const DOMAIN_ANNOTATION = 'portico.io/domain';

export interface DomainObjectSettings {
  /** The Gateway the domain's listener attaches to (and the chart's release name). */
  gateway: string;
  /** The domains' certificate issuer (HTTP-01). */
  issuer: { name: string; kind: string };
}

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    resourceVersion?: string;
  };
  spec?: Record<string, unknown>;
  status?: Record<string, unknown>;
}

/**
 * `<gateway>-domain-<domain with dashes>-<hash>`: readable, unique per domain (two domains
 * that read alike with dashes differ in the hash) and within the 253 characters of a name.
 */
export function domainObjectName(gateway: string, domain: string): string {
  const hash = createHash('sha256').update(domain).digest('hex').slice(0, 8);
  const readable = domain.replace(/\./g, '-').slice(0, 60).replace(/-+$/, '');
  return `${gateway}-domain-${readable}-${hash}`;
}

const metadata = (settings: DomainObjectSettings, domain: string, namespace: string) => ({
  name: domainObjectName(settings.gateway, domain),
  namespace,
  labels: { [MANAGED_BY.key]: MANAGED_BY.value, 'app.kubernetes.io/instance': settings.gateway },
  annotations: { [DOMAIN_ANNOTATION]: domain },
});

export function domainListenerSet(
  settings: DomainObjectSettings,
  domain: string,
  namespace: string,
): KubernetesObject {
  const meta = metadata(settings, domain, namespace);
  return {
    apiVersion: `${GATEWAY_API.group}/${GATEWAY_API.version}`,
    kind: 'ListenerSet',
    metadata: meta,
    spec: {
      parentRef: { group: GATEWAY_API.group, kind: 'Gateway', name: settings.gateway },
      listeners: [
        {
          name: 'https',
          hostname: domain,
          protocol: 'HTTPS',
          port: 443,
          tls: { mode: 'Terminate', certificateRefs: [{ kind: 'Secret', name: meta.name }] },
          allowedRoutes: { namespaces: { from: 'Same' } },
        },
      ],
    },
  };
}

/** The domain's route: the chart's route rules, on the domain's listener only. */
export function domainRoute(
  settings: DomainObjectSettings,
  domain: string,
  namespace: string,
  rules: unknown[],
): KubernetesObject {
  const meta = metadata(settings, domain, namespace);
  return {
    apiVersion: `${GATEWAY_API.group}/${GATEWAY_API.version}`,
    kind: 'HTTPRoute',
    metadata: meta,
    spec: {
      parentRefs: [
        { group: GATEWAY_API.group, kind: 'ListenerSet', name: meta.name, sectionName: 'https' },
      ],
      hostnames: [domain],
      rules,
    },
  };
}

export function domainCertificate(
  settings: DomainObjectSettings,
  domain: string,
  namespace: string,
): KubernetesObject {
  const meta = metadata(settings, domain, namespace);
  return {
    apiVersion: `${CERT_MANAGER.group}/${CERT_MANAGER.version}`,
    kind: 'Certificate',
    metadata: meta,
    spec: {
      secretName: meta.name,
      dnsNames: [domain],
      issuerRef: {
        group: CERT_MANAGER.group,
        kind: settings.issuer.kind,
        name: settings.issuer.name,
      },
    },
  };
}
