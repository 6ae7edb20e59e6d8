/**
 * Identity's one call to tenancy: the platform settings as they are now (GetPlatformSettings,
 * open to a service token naming nobody). The deadline is short because a session refresh waits
 * for the answer; a refresh that cannot have it uses the last copy instead.
 */
import { createGrpcClient } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import type { ReadTenancySettings } from '../domain/platformSettingsCopy';

export const TENANCY_SETTINGS_DEADLINE_MS = 1500;

export function tenancySettingsReader(
  address: string,
  deadlineMs = TENANCY_SETTINGS_DEADLINE_MS,
): ReadTenancySettings {
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, address, {
    deadlineMs,
  });
  return async () => {
    // No caller: the call goes with this service's token (the runtime's service key).
    const answer = await tenancy.GetPlatformSettings({}, {});
    const settings: unknown = JSON.parse(answer.settings_json || 'null');
    if (!settings || typeof settings !== 'object')
      throw new Error('tenancy answered platform settings that are not a document');
    return settings;
  };
}
