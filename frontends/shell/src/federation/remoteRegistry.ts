import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotes, setProductDomain, setRuntimeLinks, type RemoteName } from '@portico/frontend-kit';
import type { ComponentType } from 'react';
import { frontendManifest } from './earlyStart';
import type { RemoteLoader } from './RemoteLoaderContext';

const defaultEntry = (name: RemoteName) => `/remotes/${name}/remoteEntry.js`;

/**
 * The gateway's runtime manifest (remote locations, links), as the entry started fetching it;
 * defaults when it cannot be read.
 */
export async function fetchManifest(): Promise<Record<RemoteName, string>> {
  const entries = {
    landing: defaultEntry('landing'),
    'tenant-app': defaultEntry('tenant-app'),
    'super-console': defaultEntry('super-console'),
  };
  try {
    const manifest = await frontendManifest();
    Object.assign(entries, manifest.remotes);
    setRuntimeLinks(manifest.links);
    setProductDomain(manifest.productDomain);
  } catch (cause) {
    console.warn('Frontend manifest unavailable; using default remote locations', cause);
  }
  return entries;
}

/**
 * Registers every remote at run time and returns the loader the shell's RemoteView uses. A retry
 * re-registers the remote with `force`, which drops the failed remoteEntry from the runtime's
 * cache so a remote that came back up loads without a page reload.
 */
export function createFederationLoader(entries: Record<RemoteName, string>): RemoteLoader {
  const registration = (name: RemoteName) => ({
    name: remotes[name].container,
    entry: new URL(entries[name], window.location.href).href,
  });
  registerRemotes((Object.keys(entries) as RemoteName[]).map(registration));

  return async (name, { retry }) => {
    if (retry) registerRemotes([registration(name)], { force: true });
    const descriptor = remotes[name];
    const module = await loadRemote<{ default: ComponentType }>(
      `${descriptor.container}/${descriptor.module}`,
    );
    if (!module?.default) throw new Error(`Remote ${name} did not provide ${descriptor.module}`);
    return module.default;
  };
}
