import type { components } from './api/generated/schema';

// The remotes the shell loads, named as in the gateway's runtime manifest
// (GET /api/public/frontend-manifest → { remotes: { landing: '<url of remoteEntry.js>', ... } }).

export type RemoteName = 'landing' | 'tenant-app' | 'super-console';

export interface RemoteDescriptor {
  /** The federation container name the remote's webpack build declares. */
  container: string;
  /** The single root component it exposes (one per area). */
  module: string;
  /** Shown in the fallback when it cannot be loaded. */
  title: string;
}

export const remotes: Record<RemoteName, RemoteDescriptor> = {
  landing: { container: 'portico_landing', module: 'LandingPage', title: 'the home page' },
  'tenant-app': { container: 'portico_tenant_app', module: 'TenantApp', title: 'your workspace' },
  'super-console': {
    container: 'portico_super_console',
    module: 'SuperConsole',
    title: 'the super admin console',
  },
};

/** The manifest as the gateway declares it. */
export type FrontendManifest = components['schemas']['FrontendManifest'];
