// Validates Kubernetes objects against the API schemas of `kubernetes-models` (Kubernetes
// 1.27), and the Gateway API's and cert-manager's objects against their CRDs' schemas
// (@kubernetes-models/gateway-api, generated from Gateway API v1.5 with ListenerSet;
// @kubernetes-models/cert-manager). It is a separate ES module because these packages ship
// ESM only, which jest's CommonJS transform does not load. Input on stdin: a JSON array of objects. Output on
// stdout: a JSON array of { index, kind, name, errors } (errors empty when valid).
import { readFileSync } from 'node:fs';

const objects = JSON.parse(readFileSync(0, 'utf8'));

/** The package publishing each CRD group's models; every other group is Kubernetes' own. */
const CRD_PACKAGES = {
  'gateway.networking.k8s.io': '@kubernetes-models/gateway-api',
  'cert-manager.io': '@kubernetes-models/cert-manager',
};

/** kubernetes-models/apps/v1 for apps/v1, kubernetes-models/v1 for the core group. */
function modulePath(apiVersion) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : [null, apiVersion];
  if (group && CRD_PACKAGES[group]) return `${CRD_PACKAGES[group]}/${group}/${version}`;
  return group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`;
}

const results = [];
for (const [index, object] of objects.entries()) {
  const name = object?.metadata?.name ?? '(unnamed)';
  const kind = object?.kind ?? '(no kind)';
  let Model;
  try {
    Model = (await import(modulePath(String(object.apiVersion))))[kind];
  } catch {
    Model = undefined;
  }
  if (!Model) {
    results.push({ index, kind, name, errors: [`no schema for ${object.apiVersion} ${kind}`] });
    continue;
  }
  try {
    new Model(object).validate();
    results.push({ index, kind, name, errors: [] });
  } catch (error) {
    results.push({ index, kind, name, errors: [String(error.message ?? error)] });
  }
}
process.stdout.write(JSON.stringify(results));
