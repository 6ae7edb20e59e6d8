/**
 * Tenant domains' routing and certificates through the Kubernetes API, with the official
 * client (@kubernetes/client-node). In a pod it uses the pod's ServiceAccount and namespace;
 * elsewhere the usual kubeconfig. The chart grants exactly what this needs (a Role on
 * ListenerSets, HTTPRoutes and Certificates in its namespace: get, list, create, update,
 * delete), so every call here is one of those.
 */
import { importEsm } from '@portico/kit';
import {
  CERT_MANAGER,
  DOMAIN_ANNOTATION,
  GATEWAY_API,
  MANAGED_BY,
  domainCertificate,
  domainListenerSet,
  domainObjectName,
  domainRoute,
  type DomainObjectSettings,
  type KubernetesObject,
} from './domainObjects';
import { certificateSsl } from './certificateStatus';
import type { SslProbe } from '../domain/tlsProbe';

type ClientModule = typeof import('@kubernetes/client-node', {
  with: { 'resolution-mode': 'import' },
});

export interface DomainRoutes {
  /** Creates the domain's listener, route and certificate, or brings them up to date. */
  ensure(domain: string): Promise<void>;
  /** Deletes them; a domain without objects is no error. */
  remove(domain: string): Promise<void>;
  /** The domains whose objects exist (tenancy's, by label). */
  managed(): Promise<string[]>;
  /** The SSL status of a domain, read from its certificate. */
  certificateStatus: SslProbe;
}

export interface KubernetesRoutesOptions extends DomainObjectSettings {
  /** The chart's HTTPRoute whose rules each domain's route copies. */
  route: string;
  /** A kubeconfig file (tests, a laptop); unset: the pod's own ServiceAccount. */
  kubeconfig?: string;
}

const KINDS = {
  listenerSet: { ...GATEWAY_API, plural: 'listenersets' },
  route: { ...GATEWAY_API, plural: 'httproutes' },
  certificate: { ...CERT_MANAGER, plural: 'certificates' },
} as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];

const statusOf = (error: unknown) => (error as { code?: number }).code;

export async function kubernetesDomainRoutes(
  options: KubernetesRoutesOptions,
): Promise<DomainRoutes> {
  const k8s = await importEsm<ClientModule>('@kubernetes/client-node');
  const config = new k8s.KubeConfig();
  if (options.kubeconfig) config.loadFromFile(options.kubeconfig);
  else config.loadFromCluster();
  const namespace = config.getContextObject(config.getCurrentContext())?.namespace ?? 'default';
  const api = config.makeApiClient(k8s.CustomObjectsApi);

  const get = async (kind: Kind, name: string): Promise<KubernetesObject | null> => {
    try {
      return (await api.getNamespacedCustomObject({
        ...kind,
        namespace,
        name,
      })) as KubernetesObject;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };

  /** Creates the object, or replaces its spec when it exists (keeping its resourceVersion). */
  const apply = async (kind: Kind, body: KubernetesObject): Promise<void> => {
    const existing = await get(kind, body.metadata.name);
    try {
      if (!existing) {
        await api.createNamespacedCustomObject({ ...kind, namespace, body });
        return;
      }
      if (JSON.stringify(existing.spec) === JSON.stringify(body.spec)) return;
      await api.replaceNamespacedCustomObject({
        ...kind,
        namespace,
        name: body.metadata.name,
        body: {
          ...body,
          metadata: { ...body.metadata, resourceVersion: existing.metadata.resourceVersion },
        },
      });
    } catch (error) {
      // Another replica made or changed it meanwhile (AlreadyExists, Conflict): both write
      // the same object, and the next round compares again.
      if (statusOf(error) !== 409) throw error;
    }
  };

  const remove = async (kind: Kind, name: string): Promise<void> => {
    try {
      await api.deleteNamespacedCustomObject({ ...kind, namespace, name });
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  };

  return {
    async ensure(domain) {
      const template = await get(KINDS.route, options.route);
      if (!template) throw new Error(`HTTPRoute ${options.route} not found in ${namespace}`);
      const rules = (template.spec as { rules?: unknown[] } | undefined)?.rules ?? [];
      // The certificate first: the listener names its Secret, which cert-manager then fills.
      await apply(KINDS.certificate, domainCertificate(options, domain, namespace));
      await apply(KINDS.listenerSet, domainListenerSet(options, domain, namespace));
      await apply(KINDS.route, domainRoute(options, domain, namespace, rules));
    },
    async remove(domain) {
      const name = domainObjectName(options.gateway, domain);
      await remove(KINDS.route, name);
      await remove(KINDS.listenerSet, name);
      await remove(KINDS.certificate, name);
    },
    async managed() {
      const list = (await api.listNamespacedCustomObject({
        ...KINDS.certificate,
        namespace,
        labelSelector: `${MANAGED_BY.key}=${MANAGED_BY.value},app.kubernetes.io/instance=${options.gateway}`,
      })) as { items: KubernetesObject[] };
      return list.items
        .map((item) => item.metadata.annotations?.[DOMAIN_ANNOTATION])
        .filter((domain): domain is string => Boolean(domain));
    },
    certificateStatus: async (domain) =>
      certificateSsl(
        domain,
        await get(KINDS.certificate, domainObjectName(options.gateway, domain)),
      ),
  };
}
