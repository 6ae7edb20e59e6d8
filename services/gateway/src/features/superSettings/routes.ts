/**
 * Super Settings and maintenance (docs/product.md §2, §3 Settings and Feature flag, §7): the
 * platform settings read whole and written one section at a time, feature flags, Purge Cache
 * and Rebuild Search Index. Super admins only; tenancy validates the finer rules again, audits
 * and announces each change on portico.tenancy.platform.v1, which every gateway follows.
 */
import { z } from 'zod';
import { invalid } from '@portico/kit';
import {
  AUDIENCES,
  AUTH_PROVIDERS,
  ipAllowed,
  KNOWN_FEATURE_FLAGS,
  PASSWORD_COMPLEXITIES,
  PLATFORM_FEE_PERCENT_MAX,
  type PlatformSettingsDoc,
} from '@portico/rules';
import { route } from '../../api/route';
import { EMAIL_MAX, text, URL_MAX } from '../../api/schemas';
import { callContext } from '../../auth/principal';

const TAG = 'Super';
const count = () => z.number().int().min(0).max(1_000_000);

const Brand = z
  .object({
    appName: text(100),
    supportEmail: text(EMAIL_MAX),
    logoUrl: text(URL_MAX),
    faviconUrl: text(URL_MAX),
    privacyUrl: text(URL_MAX),
    termsUrl: text(URL_MAX),
  })
  .strict();
const Auth = z
  .object({
    require2fa: z.boolean(),
    providers: z.array(z.enum(AUTH_PROVIDERS)).max(AUTH_PROVIDERS.length),
    sessionMaxHours: count(),
    sessionIdleMinutes: count(),
  })
  .strict();
const Security = z
  .object({
    ipAllowlist: z.array(text(64)).max(200).describe('IPv4 addresses with an optional /prefix'),
    passwordMin: z.number().int(),
    passwordComplexity: z.enum(PASSWORD_COMPLEXITIES),
    domainAllowlist: z.array(text(253)).max(200),
  })
  .strict();
const Retention = z
  .object({
    auditDays: count(),
    webhookDays: count(),
    exportDays: count(),
    messageDays: count()
      .optional()
      .describe('Messages of conversations quiet this long are removed; 0 keeps them'),
    policy: z.enum(['delete', 'archive']),
  })
  .strict();
const Rate = z
  .object({
    globalRpm: count().describe('Requests per minute per client address; 0 is no ceiling'),
    perTenantRpm: count().describe('Requests per minute per tenant; 0 is no ceiling'),
  })
  .strict();

const FeePercent = z.number().min(0).max(PLATFORM_FEE_PERCENT_MAX);
const Payments = z
  .object({
    platformFeePercent: z
      .object({ starter: FeePercent, pro: FeePercent, advanced: FeePercent, custom: FeePercent })
      .strict()
      .describe('The platform fee on each paid client invoice, in percent, by plan'),
  })
  .strict();

const Settings = z
  .object({
    brand: Brand,
    auth: Auth,
    security: Security,
    retention: Retention,
    rate: Rate,
    payments: Payments,
  })
  .meta({ id: 'PlatformSettings' });
const SettingsAnswer = z.object({ settings: Settings, updated_at: z.string().nullable() });

export const LOCKS_YOU_OUT =
  'Your own address is not in this allowlist: saving it would lock you out of the console.';
const ONE_SECTION = 'Send exactly one section: brand, auth, security, retention, rate or payments';
const SectionBody = z
  .object({
    brand: Brand.optional(),
    auth: Auth.optional(),
    security: Security.optional(),
    retention: Retention.optional(),
    rate: Rate.optional(),
    payments: Payments.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).filter((v) => v !== undefined).length === 1, {
    message: ONE_SECTION,
  });

const Flag = z.object({ key: z.string(), enabled: z.boolean(), updated_at: z.string() });
const KnownFlagState = z
  .object({ key: z.enum(KNOWN_FEATURE_FLAGS.map((flag) => flag.key)), enabled: z.boolean() })
  .meta({ id: 'FeatureFlagState' });
const Maintenance = z.object({ message: z.string(), requested_at: z.string() });

const answerOf = (answer: { settings_json: string; updated_at: string }) => ({
  settings: JSON.parse(answer.settings_json) as PlatformSettingsDoc,
  updated_at: answer.updated_at || null,
});

export const superSettingsRoutes = [
  route({
    method: 'GET',
    path: '/api/settings',
    summary: 'Platform settings: brand, auth, security, retention, rate limits and payments',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    response: SettingsAnswer,
    handler: async ({ req, deps }) =>
      answerOf(await deps.services.tenancy.GetPlatformSettings({}, callContext(req))),
  }),

  route({
    method: 'PUT',
    path: '/api/settings',
    summary: 'Save one section of the platform settings; answers the whole settings',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    body: SectionBody,
    response: SettingsAnswer,
    handler: async ({ body, req, deps }) => {
      const [section, value] = Object.entries(body).find(([, v]) => v !== undefined)!;
      // The allowlist guards these very routes: never let an operator shut themselves out.
      if (body.security && !ipAllowed(req.ip, body.security.ipAllowlist))
        throw invalid(LOCKS_YOU_OUT, 'ip_allowlist_locks_out');
      const answer = await deps.services.tenancy.UpdatePlatformSettings(
        { section, value_json: JSON.stringify(value) },
        callContext(req),
      );
      // This replica at once; the others when the settings event reaches them.
      deps.platformSettings.evict();
      return answerOf(answer);
    },
  }),

  route({
    method: 'GET',
    path: '/api/flags',
    summary: 'Feature flags',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    response: z.object({ flags: z.array(Flag) }),
    handler: async ({ req, deps }) => {
      const { flags } = await deps.services.tenancy.ListFeatureFlags({}, callContext(req));
      return {
        flags: flags.map((f) => ({ key: f.key, enabled: f.enabled, updated_at: f.updated_at })),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/feature-flags',
    summary: 'The known feature flags in force (signup.open, announcements.banners)',
    tag: 'Public',
    // Public: the sign-in and landing pages follow signup.open before anyone signs in. Only
    // the known flags' states are answered; operators' custom keys stay in /api/flags.
    allow: 'public',
    response: z.object({ flags: z.array(KnownFlagState) }),
    handler: async ({ deps }) => {
      const states = await deps.featureFlags.states();
      return { flags: KNOWN_FEATURE_FLAGS.map(({ key }) => ({ key, enabled: states[key] })) };
    },
  }),

  route({
    method: 'PUT',
    path: '/api/flags/:key',
    summary: 'Turn a feature flag on or off (made on first write)',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: z.object({ key: text(64) }),
    body: z.object({ enabled: z.boolean() }).strict(),
    response: Flag,
    handler: async ({ params, body, req, deps }) => {
      const f = await deps.services.tenancy.SetFeatureFlag(
        { key: params.key, enabled: body.enabled },
        callContext(req),
      );
      // This replica at once; the others when the flag's event reaches them.
      deps.featureFlags.evict();
      return { key: f.key, enabled: f.enabled, updated_at: f.updated_at };
    },
  }),

  route({
    method: 'POST',
    path: '/api/cache/purge',
    summary: 'Purge Cache: every gateway replica forgets its cached access, profiles and settings',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    body: z.object({}).strict().optional(),
    response: Maintenance,
    handler: async ({ req, deps }) => {
      const { requested_at } = await deps.services.tenancy.RequestMaintenance(
        { action: 'cache_purge' },
        callContext(req),
      );
      deps.platformSettings.evict();
      deps.featureFlags.evict();
      return { message: 'Cache purge requested', requested_at };
    },
  }),

  route({
    method: 'POST',
    path: '/api/search/reindex',
    summary: 'Rebuild Search Index: the services rebuild the indexes their searches use',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    body: z.object({}).strict().optional(),
    response: Maintenance,
    handler: async ({ req, deps }) => {
      const { requested_at } = await deps.services.tenancy.RequestMaintenance(
        { action: 'search_reindex' },
        callContext(req),
      );
      return { message: 'Search reindex requested', requested_at };
    },
  }),
];
