/**
 * Runs rendered Kubernetes workloads with podman, as a kubelet would, for the chart boot test:
 * no cluster can run on our machines (DESIGN notes: no kind, no Docker), and `podman kube play`
 * (4.3 here) runs neither Jobs nor gRPC probes and ignores readiness. So each pod of a
 * Deployment or Job becomes a podman pod on a bridge network of its own address, from the
 * manifest itself:
 *
 * - env from the ConfigMap (`envFrom`), inline values with Kubernetes' `$(VAR)` expansion,
 *   `secretKeyRef` from the rendered Secret (a missing required key fails, as the kubelet's
 *   CreateContainerConfigError does) and `fieldRef` (pod name, namespace, node name);
 * - the securityContext: uid and gid, read-only root filesystem, dropped capabilities, no
 *   privilege escalation, the default seccomp profile;
 * - emptyDir volumes as tmpfs at their mount paths, configMap volumes as read-only folders of
 *   the ConfigMap's keys;
 * - `args` as the container's command (the images set no entrypoint), the image as named;
 * - Services as names every pod resolves (hostAliases): a Service's name to its pod's address,
 *   plus the addresses of what lives outside the release (the test's infrastructure);
 * - startup and readiness probes run by this runner (gRPC health or HTTP GET, the port by
 *   number or name), the way the kubelet would, until each passes.
 *
 * Anything in a pod spec it does not know how to honour fails the run rather than being
 * silently dropped. What it cannot show is listed in docs/kubernetes.md ("The checks in
 * make test"): NetworkPolicies are not enforced and no certificate is issued.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkHealth } from '@portico/kit';
import { engine, podmanLogs } from '../images/engine';
import type { K8sObject } from './manifests';

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string };
    fieldRef?: { fieldPath: string };
  };
}
interface Probe {
  grpc?: { port: number };
  httpGet?: { path: string; port: number | string };
  periodSeconds?: number;
  failureThreshold?: number;
}
interface Container {
  name: string;
  image: string;
  args?: string[];
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  securityContext?: {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
    runAsUser?: number;
    runAsGroup?: number;
  };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
  readinessProbe?: Probe;
  startupProbe?: Probe;
  livenessProbe?: Probe;
}
export interface PodSpec {
  containers: Container[];
  volumes?: { name: string; emptyDir?: { sizeLimit?: string }; configMap?: { name: string } }[];
  securityContext?: {
    runAsUser?: number;
    runAsGroup?: number;
    runAsNonRoot?: boolean;
    seccompProfile?: { type: string };
  };
  restartPolicy?: string;
}

/** Pod-spec fields this runner honours or that have no meaning on one machine. */
const POD_FIELDS = new Set([
  'containers',
  'volumes',
  'securityContext',
  'restartPolicy',
  // One machine: nothing to schedule, spread or tolerate, no API token to mount, no service links.
  'serviceAccountName',
  'automountServiceAccountToken',
  'enableServiceLinks',
  'terminationGracePeriodSeconds',
  'topologySpreadConstraints',
  'nodeSelector',
  'tolerations',
  'affinity',
  'imagePullSecrets',
]);
const CONTAINER_FIELDS = new Set([
  'name',
  'image',
  'imagePullPolicy',
  'args',
  'command',
  'ports',
  'env',
  'envFrom',
  'securityContext',
  'volumeMounts',
  'readinessProbe',
  'startupProbe',
  'livenessProbe',
  // Resource limits are the node's business; preStop runs only on termination.
  'resources',
  'lifecycle',
]);

export interface Cluster {
  /** The podman network the pods join, and the address each Service name resolves to. */
  network: string;
  hosts: Map<string, string>;
  namespace: string;
  /** Rendered ConfigMaps and Secrets, by name. */
  configMaps: Map<string, Record<string, string>>;
  secrets: Map<string, Record<string, string>>;
}

export function clusterObjects(objects: K8sObject[]) {
  const configMaps = new Map<string, Record<string, string>>();
  const secrets = new Map<string, Record<string, string>>();
  for (const object of objects) {
    if (object.kind === 'ConfigMap')
      configMaps.set(object.metadata.name, (object.data ?? {}) as Record<string, string>);
    if (object.kind === 'Secret')
      secrets.set(object.metadata.name, {
        ...Object.fromEntries(
          Object.entries((object.data ?? {}) as Record<string, string>).map(([k, v]) => [
            k,
            Buffer.from(v, 'base64').toString('utf8'),
          ]),
        ),
        ...((object.stringData ?? {}) as Record<string, string>),
      });
  }
  return { configMaps, secrets };
}

/** Kubernetes' `$(VAR)` expansion, from the variables defined before this one. */
const expand = (value: string, defined: Map<string, string>) =>
  value.replace(
    /\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g,
    (whole, name: string) => defined.get(name) ?? whole,
  );

/** The container's environment as the kubelet would give it; throws for a missing reference. */
export function containerEnv(
  container: Container,
  pod: { name: string; namespace: string; node: string },
  cluster: Pick<Cluster, 'configMaps' | 'secrets'>,
): Map<string, string> {
  const env = new Map<string, string>();
  for (const source of container.envFrom ?? []) {
    const name = source.configMapRef?.name ?? source.secretRef?.name ?? '';
    const data = source.configMapRef ? cluster.configMaps.get(name) : cluster.secrets.get(name);
    if (!data) throw new Error(`${container.name}: envFrom names ${name}, which does not exist`);
    for (const [key, value] of Object.entries(data)) env.set(key, value);
  }
  for (const variable of container.env ?? []) {
    const from = variable.valueFrom;
    if (variable.value !== undefined) env.set(variable.name, expand(variable.value, env));
    else if (from?.secretKeyRef) {
      const value = cluster.secrets.get(from.secretKeyRef.name)?.[from.secretKeyRef.key];
      if (value !== undefined) env.set(variable.name, value);
      else if (!from.secretKeyRef.optional)
        throw new Error(
          `${container.name}: secret ${from.secretKeyRef.name} has no key ${from.secretKeyRef.key} for ${variable.name}`,
        );
    } else if (from?.configMapKeyRef) {
      const value = cluster.configMaps.get(from.configMapKeyRef.name)?.[from.configMapKeyRef.key];
      if (value === undefined) throw new Error(`${container.name}: no ${from.configMapKeyRef.key}`);
      env.set(variable.name, value);
    } else if (from?.fieldRef) {
      const field = {
        'metadata.name': pod.name,
        'metadata.namespace': pod.namespace,
        'spec.nodeName': pod.node,
      }[from.fieldRef.fieldPath];
      if (field === undefined)
        throw new Error(`${container.name}: unknown fieldRef ${from.fieldRef.fieldPath}`);
      env.set(variable.name, field);
    } else throw new Error(`${container.name}: ${variable.name} has neither a value nor a source`);
  }
  return env;
}

const SIZES: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30 };
const bytes = (quantity: string) => {
  const match = /^(\d+)(Ki|Mi|Gi)?$/.exec(quantity);
  if (!match) throw new Error(`unsupported quantity ${quantity}`);
  return Number(match[1]) * (match[2] ? SIZES[match[2]]! : 1);
};

/** `podman run` arguments for one container of a pod, from its manifest. */
export function runArguments(
  spec: PodSpec,
  container: Container,
  env: Map<string, string>,
  /** Each configMap volume's folder on this machine (configMapFolders). */
  configMapFolders: ReadonlyMap<string, string> = new Map(),
): string[] {
  for (const field of Object.keys(spec))
    if (!POD_FIELDS.has(field)) throw new Error(`pod spec field ${field} is not supported`);
  for (const field of Object.keys(container))
    if (!CONTAINER_FIELDS.has(field)) throw new Error(`container field ${field} is not supported`);
  const security = { ...spec.securityContext, ...container.securityContext };
  const args: string[] = [];
  if (security.runAsUser !== undefined)
    args.push(
      '--user',
      `${security.runAsUser}${security.runAsGroup !== undefined ? `:${security.runAsGroup}` : ''}`,
    );
  if (security.readOnlyRootFilesystem) args.push('--read-only', '--read-only-tmpfs=false');
  if (security.allowPrivilegeEscalation === false) args.push('--security-opt', 'no-new-privileges');
  for (const capability of container.securityContext?.capabilities?.drop ?? [])
    args.push('--cap-drop', capability);
  for (const capability of container.securityContext?.capabilities?.add ?? [])
    args.push('--cap-add', capability);
  if (
    spec.securityContext?.seccompProfile &&
    spec.securityContext.seccompProfile.type !== 'RuntimeDefault'
  )
    throw new Error(`seccomp profile ${spec.securityContext.seccompProfile.type} is not supported`);
  for (const mount of container.volumeMounts ?? []) {
    const volume = spec.volumes?.find((v) => v.name === mount.name);
    const folder = volume?.configMap && configMapFolders.get(volume.name);
    if (folder) {
      if (!mount.readOnly) throw new Error(`configMap volume ${mount.name} must be read-only`);
      args.push('--volume', `${folder}:${mount.mountPath}:ro`);
      continue;
    }
    if (!volume?.emptyDir) throw new Error(`volume ${mount.name} is not an emptyDir`);
    const size = volume.emptyDir.sizeLimit ? `,size=${bytes(volume.emptyDir.sizeLimit)}` : '';
    // An emptyDir belongs to the pod's user (fsGroup): writable by the container's uid.
    args.push('--tmpfs', `${mount.mountPath}:rw,mode=1777${size}`);
  }
  for (const [name, value] of env) args.push('--env', `${name}=${value}`);
  if (container.command) args.push('--entrypoint', JSON.stringify(container.command));
  args.push(container.image, ...(container.args ?? []));
  return args;
}

export interface RunningPod {
  name: string;
  address: string;
  containers: string[];
  logs(): Promise<string>;
}

/** The folder of each of a pod's configMap volumes: its ConfigMap's keys as files anyone may read. */
function configMapFolders(
  cluster: Pick<Cluster, 'configMaps'>,
  pod: { name: string; spec: PodSpec },
): Map<string, string> {
  const folders = new Map<string, string>();
  for (const volume of pod.spec.volumes ?? []) {
    if (!volume.configMap) continue;
    const data = cluster.configMaps.get(volume.configMap.name);
    if (!data) throw new Error(`${pod.name}: no ConfigMap ${volume.configMap.name}`);
    const folder = mkdtempSync(path.join(os.tmpdir(), `portico-pod-${pod.name}-`));
    for (const [key, value] of Object.entries(data)) writeFileSync(path.join(folder, key), value);
    // The container's user (nginx's 101) reads them, as the kubelet's 0644 files allow.
    chmodSync(folder, 0o755);
    podFolders.set(pod.name, [...(podFolders.get(pod.name) ?? []), folder]);
    folders.set(volume.name, folder);
  }
  return folders;
}

/** Folders made for each pod's configMap volumes, removed with the pod. */
const podFolders = new Map<string, string[]>();

/**
 * Starts a pod: its container on the cluster's network at `address`, named after the pod,
 * resolving every Service name. The chart's pods have one container each, so the container's
 * network namespace is the pod's (a second container would need a shared one: refused).
 * Resolves once it is started (not yet ready).
 */
export async function startPod(
  cluster: Cluster,
  pod: { name: string; address: string; spec: PodSpec },
): Promise<RunningPod> {
  if (pod.spec.containers.length !== 1)
    throw new Error(`${pod.name}: pods of more than one container are not supported`);
  const container = pod.spec.containers[0]!;
  const env = containerEnv(
    container,
    { name: pod.name, namespace: cluster.namespace, node: 'chart-boot' },
    cluster,
  );
  const { stdout } = await engine('podman', [
    'run',
    '--detach',
    '--name',
    pod.name,
    '--hostname',
    pod.name,
    '--network',
    cluster.network,
    '--ip',
    pod.address,
    ...[...cluster.hosts].flatMap(([host, address]) => ['--add-host', `${host}:${address}`]),
    ...runArguments(pod.spec, container, env, configMapFolders(cluster, pod)),
  ]);
  const id = stdout.trim();
  return {
    name: pod.name,
    address: pod.address,
    containers: [id],
    logs: () => podmanLogs(id),
  };
}

/** Whether a probe passes now: gRPC health SERVING, or an HTTP answer in 200-399. */
export async function probePasses(
  container: Container,
  probe: Probe,
  address: string,
): Promise<boolean> {
  if (probe.grpc)
    return (await checkHealth(`${address}:${probe.grpc.port}`).catch(() => 'DOWN')) === 'SERVING';
  if (probe.httpGet) {
    const port =
      typeof probe.httpGet.port === 'number'
        ? probe.httpGet.port
        : container.ports?.find((p) => p.name === probe.httpGet!.port)?.containerPort;
    if (!port)
      throw new Error(
        `${container.name}: probe port ${probe.httpGet.port} is not a container port`,
      );
    const response = await fetch(`http://${address}:${port}${probe.httpGet.path}`, {
      signal: AbortSignal.timeout(2000),
    }).catch(() => undefined);
    return Boolean(response && response.status >= 200 && response.status < 400);
  }
  throw new Error(`${container.name}: a probe with neither grpc nor httpGet`);
}

/** Whether any of the pod's containers has exited (a crash, or a Job's end). */
export async function exitCodes(pod: RunningPod): Promise<(number | null)[]> {
  return Promise.all(
    pod.containers.map(async (container) => {
      const { stdout } = await engine('podman', [
        'inspect',
        '--format',
        '{{.State.Running}} {{.State.ExitCode}}',
        container,
      ]);
      const [running, code] = stdout.trim().split(' ');
      return running === 'true' ? null : Number(code);
    }),
  );
}

export async function removePod(name: string): Promise<void> {
  await engine('podman', ['rm', '--force', '--time', '5', name]).catch(() => undefined);
  for (const folder of podFolders.get(name) ?? []) rmSync(folder, { recursive: true, force: true });
  podFolders.delete(name);
}
