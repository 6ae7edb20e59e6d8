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
import { accountsApi, type SignupRequest } from '../api/accounts';
import { useApi } from '../api/ApiProvider';
import { isApiError } from '../api/errors';
import type { AuthTokens, Me, Membership } from '../api/types';

/** Spec part 1 §9: the loading screen is forced off after 5 s. */
export const SESSION_LOADING_LIMIT_MS = 5000;

export interface AuthContextValue {
  session: AuthTokens | null;
  user: Me['user'] | null;
  /** Effective role (spec part 1 §4): 'anonymous' without a session. */
  userRole: string;
  isSuperAdmin: boolean;
  /** This session is a super admin acting as the user. */
  impersonating: boolean;
  memberships: Membership[];
  loading: boolean;
  error: string | null;
  /** The membership lookup (GET /api/me) failed for this session. */
  membershipError: boolean;
  signIn(email: string, password: string): Promise<Me | null>;
  signUp(request: SignupRequest): Promise<AuthTokens>;
  signOut(): Promise<void>;
  /** Re-reads /api/me, e.g. after an invitation was accepted or onboarding provisioned a tenant. */
  reload(): Promise<Me | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const accounts = useMemo(() => accountsApi(api), [api]);
  const [session, setSession] = useState<AuthTokens | null>(null);
  const [me, setMe] = useState<Me | null>(null);
  const [membershipError, setMembershipError] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const loadMe = useCallback(async (): Promise<Me | null> => {
    try {
      const answer = await accounts.me();
      setMe(answer);
      setMembershipError(false);
      return answer;
    } catch (cause) {
      // Spec part 1 §8: a failed lookup only warns; the role falls back to client.
      console.warn('Membership lookup failed', cause);
      setMe(null);
      setMembershipError(true);
      return null;
    }
  }, [accounts]);

  // The client reports renewals and lost sessions. A new session is only published by signIn,
  // signUp and the start-up refresh, after /api/me has answered, so redirect rules never see a
  // session without its memberships.
  useEffect(
    () =>
      api.onTokensChange((tokens) => setSession((current) => (tokens && current ? tokens : null))),
    [api],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const forcedOff = setTimeout(() => setLoading(false), SESSION_LOADING_LIMIT_MS);
    api
      .refresh()
      .then(async (tokens) => {
        if (!tokens) return;
        await loadMe();
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
    async (email: string, password: string) => {
      const tokens = await accounts.login(email, password);
      api.setTokens(tokens);
      setError(null);
      const answer = await loadMe();
      setSession(tokens);
      return answer;
    },
    [accounts, api, loadMe],
  );

  const signUp = useCallback(
    async (request: SignupRequest) => {
      const tokens = await accounts.signup(request);
      api.setTokens(tokens);
      setError(null);
      await loadMe();
      setSession(tokens);
      return tokens;
    },
    [accounts, api, loadMe],
  );

  const signOut = useCallback(async () => {
    try {
      await accounts.logout();
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : 'Sign out failed');
    }
    api.setTokens(null);
    setSession(null);
    setMe(null);
    setMembershipError(false);
  }, [accounts, api]);

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
      membershipError: signedIn && membershipError,
      signIn,
      signUp,
      signOut,
      reload: loadMe,
    };
  }, [session, me, loading, error, membershipError, signIn, signUp, signOut, loadMe]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
