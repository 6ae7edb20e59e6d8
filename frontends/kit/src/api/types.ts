// Shapes of the gateway API (DESIGN.md §5, spec part 1 §3 and part 2 §3) as screens use them.

export interface AuthTokens {
  access_token: string;
  /** ISO date or epoch seconds. */
  expires_at: string | number;
  user: { id: string; email: string };
  /** Sign-up with an invitation: the gateway has already accepted it. */
  membership?: { tenant_id: string; role: string };
}

export type MembershipStatus = 'active' | 'pending' | 'suspended' | string;

export interface Membership {
  tenant_id: string;
  tenant_name: string;
  role: string;
  status: MembershipStatus;
}

export interface Me {
  user: { id: string; email: string; first_name?: string | null; last_name?: string | null };
  /** Effective role (spec part 1 §4), computed by the server. */
  role: string;
  isSuperAdmin: boolean;
  /** A super admin is acting as this user (impersonation). */
  impersonating?: boolean;
  memberships: Membership[];
}

export interface Profile {
  first_name: string | null;
  last_name: string | null;
  phone?: string | null;
  linkedin?: string | null;
}

export interface TenantConfig {
  name: string;
  role_labels?: Record<string, string>;
  role_colors?: Record<string, string>;
  support_email?: string | null;
  logo_url?: string | null;
  favicon_url?: string | null;
  features?: Record<string, unknown>;
  brand_color?: string | null;
}

export interface PublicBranding {
  name: string;
  logo_url?: string | null;
  favicon_url?: string | null;
  brand_color?: string | null;
  colors?: { primary?: string | null; secondary?: string | null };
}

export type OnboardingStep = 'plan' | 'branding' | 'capabilities' | 'review' | 'done';

export interface OnboardingStatus {
  step: OnboardingStep | string;
  ready: boolean;
  companyName?: string | null;
  plan?: string | null;
  branding?: { subdomain?: string | null; brandColor?: string | null } | null;
  tenant_id?: string | null;
}

export interface SubdomainCheck {
  available: boolean;
  reason?: 'invalid' | 'taken';
}
