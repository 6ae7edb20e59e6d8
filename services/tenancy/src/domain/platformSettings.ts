/**
 * Platform settings and feature flags (docs/product.md §2 Super Settings, §3): one section saved at
 * a time ('write /api/settings — one section: value; returns full settings'), validated here
 * whatever the gateway already checked, audited, and announced on portico.tenancy.platform.v1
 * so every gateway replica and the metrics service pick the new values up.
 */
import { forbidden, invalid, type Database, type Queryable } from '@portico/kit';
import {
  AUTH_PROVIDERS,
  DEFAULT_PLATFORM_SETTINGS,
  isValidIpAllowlistLine,
  PASSWORD_COMPLEXITIES,
  PASSWORD_MIN_CEILING,
  PASSWORD_MIN_FLOOR,
  isValidPlatformFeePercent,
  PLATFORM_FEE_MESSAGE,
  PLATFORM_SETTINGS_SECTIONS,
  SESSION_LIMIT_MESSAGES,
  sessionLimitsProblem,
  type PlatformSettingsDoc,
  type PlatformSettingsSection,
} from '@portico/rules';
import { z } from 'zod';
import { publish, publishAudit } from '../events/publish';
import {
  listFeatureFlagRows,
  readSettingsSections,
  upsertFeatureFlag,
  upsertSettingsSection,
  type FeatureFlagRow,
} from '../store/platformSettings';

export const PLATFORM_MESSAGES = {
  superOnly: 'Super admins only',
  section: `section must be one of: ${PLATFORM_SETTINGS_SECTIONS.join(', ')}`,
  ipAllowlist: 'Each IP allowlist line must be an IPv4 address with an optional /prefix',
  flagKey:
    'Flag keys use lower-case letters, digits, dots, dashes and underscores, start with a letter, at most 64 characters',
  maintenance: 'action must be cache_purge or search_reindex',
} as const;

const url = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]);
const days = z.number().int().min(1).max(3650);

/** A plan's platform fee on client invoices (issue 29), in percent. */
const feePercent = z
  .number(PLATFORM_FEE_MESSAGE)
  .refine(isValidPlatformFeePercent, PLATFORM_FEE_MESSAGE);

/** The spec's section shapes; unknown keys are refused so a typo never saves silently. */
export const SECTION_SCHEMAS = {
  brand: z
    .object({
      appName: z.string().trim().min(1).max(100),
      supportEmail: z.union([z.literal(''), z.email().max(254)]),
      logoUrl: url,
      faviconUrl: url,
      privacyUrl: url,
      termsUrl: url,
    })
    .strict(),
  auth: z
    .object({
      require2fa: z.boolean(),
      providers: z.array(z.enum(AUTH_PROVIDERS)).max(AUTH_PROVIDERS.length),
      sessionMaxHours: z.number(SESSION_LIMIT_MESSAGES.maxHours),
      sessionIdleMinutes: z.number(SESSION_LIMIT_MESSAGES.idleMinutes),
    })
    .strict()
    .superRefine((auth, ctx) => {
      const problem = sessionLimitsProblem(auth);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  security: z
    .object({
      ipAllowlist: z
        .array(z.string().max(18))
        .max(200)
        .refine((lines) => lines.every(isValidIpAllowlistLine), PLATFORM_MESSAGES.ipAllowlist)
        .transform((lines) => lines.map((l) => l.trim()).filter(Boolean)),
      passwordMin: z.number().int().min(PASSWORD_MIN_FLOOR).max(PASSWORD_MIN_CEILING),
      passwordComplexity: z.enum(PASSWORD_COMPLEXITIES),
      domainAllowlist: z
        .array(
          z
            .string()
            .trim()
            .toLowerCase()
            .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'Each allowed domain must be a domain name'),
        )
        .max(200),
    })
    .strict(),
  retention: z
    .object({
      auditDays: days,
      webhookDays: days,
      exportDays: days,
      // Optional, so a console that does not show it yet keeps the saved value (below).
      messageDays: z.number().int().min(0).max(3650).optional(),
      policy: z.enum(['delete', 'archive']),
    })
    .strict(),
  rate: z
    .object({
      globalRpm: z.number().int().min(0).max(1_000_000),
      perTenantRpm: z.number().int().min(0).max(1_000_000),
    })
    .strict(),
  payments: z
    .object({
      platformFeePercent: z
        .object({ starter: feePercent, pro: feePercent, advanced: feePercent, custom: feePercent })
        .strict(),
    })
    .strict(),
} as const satisfies Record<PlatformSettingsSection, z.ZodType>;

export interface PlatformActor {
  actorId: string;
  impersonatorId?: string;
  isSuperAdmin: boolean;
}

function requireSuper(actor: PlatformActor): void {
  if (!actor.isSuperAdmin || actor.impersonatorId) throw forbidden(PLATFORM_MESSAGES.superOnly);
}

export interface PlatformSettingsView {
  settings: PlatformSettingsDoc;
  updatedAt: Date | null;
}

/** Saved sections over the defaults; a section saved by an older release keeps new defaults. */
export async function readPlatformSettings(db: Queryable): Promise<PlatformSettingsView> {
  const rows = await readSettingsSections(db);
  const settings = structuredClone(DEFAULT_PLATFORM_SETTINGS);
  let updatedAt: Date | null = null;
  for (const row of rows) {
    const section = row.section as PlatformSettingsSection;
    if (!(section in settings)) continue;
    Object.assign(settings[section], row.value as object);
    if (!updatedAt || row.updated_at > updatedAt) updatedAt = row.updated_at;
  }
  return { settings, updatedAt };
}

export function validateSection(
  section: string,
  value: unknown,
): [PlatformSettingsSection, unknown] {
  if (!(PLATFORM_SETTINGS_SECTIONS as readonly string[]).includes(section))
    throw invalid(PLATFORM_MESSAGES.section, 'section');
  const schema = SECTION_SCHEMAS[section as PlatformSettingsSection];
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw invalid(parsed.error.issues[0]?.message ?? 'Invalid settings', section);
  return [section as PlatformSettingsSection, parsed.data];
}

export async function savePlatformSection(
  db: Database,
  actor: PlatformActor,
  section: string,
  value: unknown,
): Promise<PlatformSettingsView> {
  requireSuper(actor);
  const [name, valid] = validateSection(section, value);
  return db.transaction(async (tx) => {
    let clean = valid;
    const retention = valid as { messageDays?: number };
    if (name === 'retention' && retention.messageDays === undefined)
      clean = {
        ...retention,
        messageDays: (await readPlatformSettings(tx)).settings.retention.messageDays,
      };
    await upsertSettingsSection(tx, name, clean, actor.actorId);
    const after = await readPlatformSettings(tx);
    await publishAudit(tx, {
      actorUserId: actor.actorId,
      action: 'platform.settings_updated',
      entityType: 'platform_settings',
      entityId: name,
      details: { section: name, value: clean },
      at: new Date(),
    });
    await publish(
      tx,
      {
        PlatformEvent: {
          actor_user_id: actor.actorId,
          settings_changed: { section: name, settings_json: JSON.stringify(after.settings) },
        },
      },
      { key: 'platform' },
    );
    return after;
  });
}

/** Every flag: for a super admin, or for a service asking with no user behind it. */
export async function listFeatureFlags(
  db: Database,
  actor: PlatformActor | undefined,
): Promise<FeatureFlagRow[]> {
  if (actor) requireSuper(actor);
  return listFeatureFlagRows(db);
}

const FLAG_KEY = /^[a-z][a-z0-9_.-]{0,63}$/;

export async function setFeatureFlag(
  db: Database,
  actor: PlatformActor,
  key: string,
  enabled: boolean,
): Promise<FeatureFlagRow> {
  requireSuper(actor);
  if (!FLAG_KEY.test(key)) throw invalid(PLATFORM_MESSAGES.flagKey, 'key');
  return db.transaction(async (tx) => {
    const { row, previous } = await upsertFeatureFlag(tx, key, enabled, actor.actorId);
    await publishAudit(tx, {
      actorUserId: actor.actorId,
      action: enabled ? 'platform.flag_enabled' : 'platform.flag_disabled',
      entityType: 'feature_flag',
      entityId: key,
      details: { key, enabled, previous },
      at: new Date(),
    });
    // Every gateway replica forgets its flags at once, so what the flag gates follows.
    await publish(
      tx,
      {
        PlatformEvent: {
          actor_user_id: actor.actorId,
          feature_flag_changed: { key: row.key, enabled: row.enabled },
        },
      },
      { key: 'platform' },
    );
    return row;
  });
}

export type MaintenanceAction = 'cache_purge' | 'search_reindex';

/** Purge Cache and Rebuild Search Index: audited, then announced to every replica. */
export async function requestMaintenance(
  db: Database,
  actor: PlatformActor,
  action: string,
): Promise<Date> {
  requireSuper(actor);
  if (action !== 'cache_purge' && action !== 'search_reindex')
    throw invalid(PLATFORM_MESSAGES.maintenance, 'action');
  const at = new Date();
  await db.transaction(async (tx) => {
    await publishAudit(tx, {
      actorUserId: actor.actorId,
      action: action === 'cache_purge' ? 'platform.cache_purged' : 'platform.search_reindexed',
      entityType: 'maintenance',
      entityId: action,
      at,
    });
    await publish(
      tx,
      {
        PlatformEvent: {
          actor_user_id: actor.actorId,
          ...(action === 'cache_purge'
            ? { cache_purge_requested: {} }
            : { search_reindex_requested: {} }),
        },
      },
      { key: 'platform' },
    );
  });
  return at;
}
