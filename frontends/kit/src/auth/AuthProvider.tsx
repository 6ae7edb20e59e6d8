import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/ApiProvider';
import type { AuthTokens } from '../api/client';
import { isApiError } from '../api/errors';
import { apiQueryKey } from '../api/keys';
import type { Locale } from '@portico/rules';
import type { Me, Membership, SignupRequest } from '../api/schema';

/** The password was right and the account has two-factor sign-in on: the code is next. */
export interface TwoFactorStep {
  twoFactorChallenge: string;
}

export const isTwoFactorStep = (answer: unknown): answer is TwoFactorStep =>
  typeof answer === 'object' && answer !== null && 'twoFactorChallenge' in answer;

/** docs/product.md §9: the loading screen is forced off after 5 s. */
export const SESSION_LOADING_LIMIT_MS = 5000;

export interface AuthContextValue {
  session: AuthTokens | null;
  /** From /api/me once read; id and email from the session until then. */
  user: {
    id: string;
    email: string;
    first_name?: string;
    last_name?: string;
    /** The language the person chose (Your Profile, the profile menu); null: none. */
    locale?: Locale | null;
  } | null;
  /** Effective role (docs/product.md §4): 'anonymous' without a session. */
  userRole: string;
  isSuperAdmin: boolean;
  /** This session is a super admin acting as the user. */
  impersonating: boolean;
  memberships: Membership[];
  loading: boolean;
  error: string | null;
  /** The membership lookup (GET /api/me) failed for this session. */
  membershipError: boolean;
  /** The platform requires two-factor sign-in and this session has not enrolled yet. */
  twoFactorEnrolmentRequired: boolean;
  signIn(email: string, password: string): Promise<Me | null | TwoFactorStep>;
  /** The code step of sign-in: the challenge from signIn and a code or recovery code. */
  completeTwoFactor(challenge: string, code: string): Promise<Me | null>;
  /** Enrolment answered a fresh access token (with the two-factor claim): use it from now on. */
  adoptAccessToken(token: { access_token: string; expires_at: string }): Promise<Me | null>;
  signUp(request: SignupRequest): Promise<AuthTokens>;
  signOut(): Promise<void>;
  /** Re-reads /api/me, e.g. after an invitation was accepted or onboarding provisioned a tenant. */
  reload(): Promise<Me | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The gateway's refusal of a session the platform limits to two-factor enrolment. */
const refusedBeforeTwoFactor = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 403 &&
  (error.body as { reason?: unknown } | null)?.reason === 'two_factor_enrolment_required';

/** The signed-in person's GET /api/me, kept in the server-state cache under their own key. */
const meKey = (userId: string | null) => apiQueryKey(userId, 'no-tenant', 'get', '/api/me');

export function AuthProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<AuthTokens | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  // The tokens the client holds right now: after a renewal that changes who is signed in (the
  // end of an impersonation), reload() must read /api/me for that person before React re-renders.
  const held = useRef<AuthTokens | null>(null);
  const userId = session?.user.id ?? null;
  const readMe = useCallback(() => api.get('/api/me', { tenantId: null }), [api]);
  // Only a subscription: /api/me is read when a session starts and when reload() asks, so the
  // redirect rules never see a session before its memberships. When the session changes hands
  // (impersonation), the previous answer stands until the new person's arrives.
  const meQuery = useQuery<Me>({
    queryKey: meKey(userId),
    queryFn: readMe,
    enabled: false,
    placeholderData: keepPreviousData,
  });
  const me = session ? (meQuery.data ?? null) : null;

  const loadMe = useCallback(
    async (forUser: string | null = userId): Promise<Me | null> => {
      try {
        return await queryClient.fetchQuery({
          queryKey: meKey(forUser),
          queryFn: readMe,
          staleTime: 0,
          retry: false,
        });
      } catch (cause) {
        // docs/product.md §8: a failed lookup only warns; the role falls back to client.
        console.warn('Membership lookup failed', cause);
        return null;
      }
    },
    [queryClient, readMe, userId],
  );

  // The client reports renewals and lost sessions. A new session is only published by signIn,
  // signUp and the start-up refresh, after /api/me has answered, so redirect rules never see a
  // session without its memberships.
  useEffect(
    () =>
      api.onTokensChange((tokens) => {
        held.current = tokens;
        setSession((current) => (tokens && current ? tokens : null));
      }),
    [api],
  );

  // Require 2FA switched on while this session was open: the gateway refuses every call but
  // enrolment. The first such refusal re-reads /api/me, whose answer sends the shell to setup.
  const enrolmentKnown = useRef(false);
  enrolmentKnown.current = me?.twoFactorEnrolmentRequired === true;
  useEffect(() => {
    const onError = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type !== 'updated' || event.action?.type !== 'error') return;
      if (enrolmentKnown.current || !refusedBeforeTwoFactor(event.action.error)) return;
      enrolmentKnown.current = true;
      void loadMe(held.current?.user.id ?? userId);
    };
    const queries = queryClient.getQueryCache().subscribe(onError);
    const mutations = queryClient.getMutationCache().subscribe(onError);
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, loadMe, userId]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const forcedOff = setTimeout(() => setLoading(false), SESSION_LOADING_LIMIT_MS);
    api
      .refresh()
      .then(async (tokens) => {
        if (!tokens) return;
        await loadMe(tokens.user.id);
        setSession(tokens);
      })
      .catch((cause: unknown) =>
        setError(isApiError(cause) ? cause.message : 'Auth session missing!'),
      )
      .finally(() => {
        clearTimeout(forcedOff);
        setLoading(false);
      });
    return () => clearTimeout(forcedOff);
  }, [api, loadMe]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<Me | null | TwoFactorStep> => {
      const tokens = await api.post('/api/auth/login', {
        body: { email, password },
        anonymous: true,
      });
      // No session yet: the login page asks for the code (completeTwoFactor).
      if ('two_factor_required' in tokens) return { twoFactorChallenge: tokens.challenge };
      api.setTokens(tokens);
      setError(null);
      const answer = await loadMe(tokens.user.id);
      setSession(tokens);
      return answer;
    },
    [api, loadMe],
  );

  const completeTwoFactor = useCallback(
    async (challenge: string, code: string) => {
      const tokens = await api.post('/api/auth/login/two-factor', {
        body: { challenge, code },
        anonymous: true,
      });
      api.setTokens(tokens);
      setError(null);
      const answer = await loadMe(tokens.user.id);
      setSession(tokens);
      return answer;
    },
    [api, loadMe],
  );

  const adoptAccessToken = useCallback(
    async (token: { access_token: string; expires_at: string }) => {
      const current = held.current ?? session;
      if (!current) return null;
      api.setTokens({ ...current, ...token });
      return loadMe(current.user.id);
    },
    [api, loadMe, session],
  );

  const signUp = useCallback(
    async (request: SignupRequest) => {
      const tokens = await api.post('/api/auth/signup', { body: request, anonymous: true });
      api.setTokens(tokens);
      setError(null);
      await loadMe(tokens.user.id);
      setSession(tokens);
      return tokens;
    },
    [api, loadMe],
  );

  const signOut = useCallback(async () => {
    try {
      await api.signOut();
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : 'Sign out failed');
    }
    setSession(null);
    // Nothing read for this person may be shown to whoever signs in next on this tab.
    queryClient.clear();
  }, [api, queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const signedIn = session !== null;
    return {
      session,
      user: me?.user ?? (session ? { id: session.user.id, email: session.user.email } : null),
      userRole: !signedIn ? 'anonymous' : (me?.role ?? 'client'),
      isSuperAdmin: signedIn && (me?.isSuperAdmin ?? false),
      impersonating: signedIn && (me?.impersonating ?? false),
      memberships: signedIn ? (me?.memberships ?? []) : [],
      loading,
      error,
      membershipError: signedIn && meQuery.status === 'error',
      twoFactorEnrolmentRequired: signedIn && (me?.twoFactorEnrolmentRequired ?? false),
      signIn,
      completeTwoFactor,
      adoptAccessToken,
      signUp,
      signOut,
      reload: () => loadMe(held.current?.user.id ?? userId),
    };
  }, [
    session,
    me,
    loading,
    error,
    meQuery.status,
    signIn,
    completeTwoFactor,
    adoptAccessToken,
    signUp,
    signOut,
    loadMe,
    userId,
  ]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in person's id, or null (also outside an AuthProvider: public pages, tests). */
export function useSessionUserId(): string | null {
  return useContext(AuthContext)?.session?.user.id ?? null;
}

/**
 * Whether calls that need a session can be made yet: false while an AuthProvider has no
 * session (they would only earn a 401); true outside one, where nobody tracks a session.
 */
export function useSessionReady(): boolean {
  const auth = useContext(AuthContext);
  return auth === null || auth.session !== null;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
