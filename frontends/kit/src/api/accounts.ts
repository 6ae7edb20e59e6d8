import type { ApiClient } from './client';
import type {
  AuthTokens,
  Me,
  OnboardingStatus,
  Profile,
  PublicBranding,
  SubdomainCheck,
  TenantConfig,
} from './types';

// Typed calls for signing in, the signed-in person and onboarding. Screens call these, never fetch.

export interface SignupRequest {
  name: string;
  email: string;
  password: string;
  companyName?: string;
  title?: string;
  source?: string;
  sourceOther?: string;
  plan?: string;
  invite?: string;
}

export const accountsApi = (api: ApiClient) => ({
  signup: (body: SignupRequest) =>
    api.post<AuthTokens>('/api/auth/signup', body, { anonymous: true }),
  login: (email: string, password: string) =>
    api.post<AuthTokens>('/api/auth/login', { email, password }, { anonymous: true }),
  logout: () => api.post<void>('/api/auth/logout'),
  me: () => api.get<Me>('/api/me', { tenantId: null }),
  forgotPassword: (email: string) =>
    api.post<void>('/api/forgot-password', { email }, { anonymous: true }),
  getProfile: () => api.get<Profile>('/api/profile'),
  saveProfile: (profile: Profile) => api.put<Profile>('/api/profile', profile),
  acceptInvitation: (token: string) =>
    api.post<{ tenant_id: string; role: string }>('/api/public/invitations/accept', { token }),
  tenantConfig: (tenantId: string) => api.get<TenantConfig>('/api/tenant-config', { tenantId }),
  publicBranding: (host: string) =>
    api.get<PublicBranding>(`/api/public/branding?host=${encodeURIComponent(host)}`, {
      anonymous: true,
    }),
});

export interface OnboardingStartRequest {
  companyName: string;
  source?: string;
  sourceOther?: string;
  title?: string;
  plan?: string;
  invite?: string;
}

export interface BrandingRequest {
  brandColor: string;
  logoUrl: string;
  subdomain: string;
  customDomain: string;
}

export interface CapabilitiesRequest {
  useEmbeds: boolean;
  useForms: boolean;
  useFiles: boolean;
  slackWebhook: string;
  emailFromName: string;
  emailFromAddress: string;
}

export const onboardingApi = (api: ApiClient) => ({
  start: (body: OnboardingStartRequest) =>
    api.post<OnboardingStatus>('/api/onboarding-start', body),
  status: () => api.get<OnboardingStatus>('/api/onboarding-status'),
  plan: (plan: string, adminSeats: number) =>
    api.post<OnboardingStatus>('/api/onboarding-plan', { plan, adminSeats }),
  branding: (body: BrandingRequest) => api.post<OnboardingStatus>('/api/onboarding-branding', body),
  capabilities: (body: CapabilitiesRequest) =>
    api.post<OnboardingStatus>('/api/onboarding-capabilities', body),
  checkSubdomain: (subdomain: string, signal?: AbortSignal) =>
    api.post<SubdomainCheck>('/api/onboarding-check-subdomain', { subdomain }, { signal }),
  provision: () => api.post<{ ready: boolean; tenant_id: string }>('/api/onboarding-provision'),
});
