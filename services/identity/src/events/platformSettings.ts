/**
 * Identity keeps its own copy of the platform settings from tenancy's announcements
 * (portico.tenancy.platform.v1 `settings_changed`, which carry the whole document), as metrics
 * does for retention: sessions are held to the Auth section's limits without a call to tenancy.
 * The document is absolute, so a redelivered announcement changes nothing.
 */
import { decodeEvent, type IncomingEvent, type Queryable } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { writePlatformSettingsCopy } from '../store/platformSettings';

export const PLATFORM_SETTINGS_TOPICS = [TOPICS.tenancyPlatform];

export function followPlatformSettings(db: Queryable, onChange: () => void = () => {}) {
  return async (event: IncomingEvent): Promise<void> => {
    if (event.type !== 'settings_changed') return;
    const message = decodeEvent('portico.events.v1.PlatformEvent', event.payload);
    let settings: unknown;
    try {
      settings = JSON.parse(message.settings_changed?.settings_json || 'null');
    } catch {
      return;
    }
    if (!settings || typeof settings !== 'object') return;
    await writePlatformSettingsCopy(db, settings);
    onChange();
  };
}
