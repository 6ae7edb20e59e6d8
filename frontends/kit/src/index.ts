// @portico/frontend-kit: shared by the shell and every remote as one singleton, so the auth and
// active-tenant contexts, the API client and the design tokens are the same objects everywhere.
import './theme/tokens.css';
import './theme/components.css';

export {
  ApiClient,
  type ApiAnswer,
  type ApiInit,
  type ApiMethod,
  type ApiPath,
  type AuthTokens,
  type CallOptions,
} from './api/client';
export { ApiError, isApiError, errorMessage } from './api/errors';
export { ApiProvider, useApi } from './api/ApiProvider';
export * from './api/schema';
export { createQueryClient } from './api/queryClient';
export { startUpload, type UploadFields, type UploadHandle } from './api/uploads';
export {
  useApiQuery,
  useApiRead,
  useApiMutation,
  useApiCache,
  type ApiQueryOptions,
  type ApiMutationOptions,
} from './api/queries';
export {
  useTenantConfig,
  useTenantRoles,
  useOnboardingStatus,
  usePlans,
  usePublicBranding,
} from './api/endpoints';
export { useFeatureFlag } from './api/featureFlags';
export { useLiveEvents, type StreamEvent, type StreamEventType } from './live/liveEvents';
export {
  KNOWN_FEATURE_FLAGS,
  FEATURE_FLAG_MESSAGES,
  type KnownFeatureFlag,
  type KnownFeatureFlagKey,
} from '@portico/rules';
export type { QueryClient } from '@tanstack/react-query';
export {
  AuthProvider,
  useAuth,
  useSessionUserId,
  SESSION_LOADING_LIMIT_MS,
  isTwoFactorStep,
  type AuthContextValue,
  type TwoFactorStep,
} from './auth/AuthProvider';
export { hasSessionHintCookie } from './auth/sessionHint';
export { TwoFactorSetup } from './security/LazyTwoFactorSetup';
export { TWO_FACTOR_TEXT } from './security/twoFactorText';
export {
  ActiveTenantProvider,
  useActiveTenant,
  useActiveTenantId,
  type ActiveTenantContextValue,
} from './tenant/ActiveTenantProvider';
export { resolveScope, activeMemberships } from './tenant/resolveScope';
export {
  readStoredScope,
  writeStoredScope,
  scopeKeyFor,
  ACTIVE_TENANT_KEY,
  type Scope,
  type StoredScope,
} from './tenant/scopeStorage';
export { TenantBrandingProvider, useTenantBranding } from './theme/TenantBrandingProvider';
export {
  applyTenantTheme,
  resetTenantTheme,
  brandVariables,
  contrastText,
  normaliseHex,
} from './theme/applyTenantTheme';
export * from './i18n';
export {
  LOCALES,
  LOCALE_NAMES,
  DEFAULT_LOCALE,
  isLocale,
  resolveLocale,
  type Locale,
} from '@portico/rules';
export {
  applyColorSchemeChoice,
  applyStoredColorScheme,
  readColorSchemeChoice,
  useColorScheme,
  COLOR_SCHEME_STORAGE_KEY,
  type ColorScheme,
  type ColorSchemeChoice,
} from './theme/colorScheme';
export * from './roles';
export * from './plans';
// Brand & Legal's uploaded logo and favicon: the caps and refusals the server applies too.
export { BRAND_IMAGE_MAX_BYTES, BRAND_IMAGE_MESSAGES, type BrandImageKind } from '@portico/rules';
export * from './federation';

export { Button, type ButtonProps } from './ui/Button';
export { Spinner } from './ui/Spinner';
export { TextField, type TextFieldProps } from './ui/TextField';
export { SelectField } from './ui/SelectField';
export { Alert } from './ui/Alert';
export { Badge, type BadgeTone } from './ui/Badge';
export { Modal, Drawer, type ModalProps } from './ui/Dialog';
export { useFocusTrap } from './ui/focusTrap';
export { useSettled } from './ui/useSettled';
export { Table, TableRegion, type Column } from './ui/Table';
export { Tabs, type TabItem } from './ui/Tabs';
export { EmptyState } from './ui/EmptyState';
export { Skeleton, SkeletonList } from './ui/Skeleton';
export { QueryState, type QueryLike } from './ui/QueryState';
export { ToastProvider, useToast, TOAST_MS } from './ui/Toast';
export { LoadingScreen } from './ui/LoadingScreen';
export {
  setRuntimeLinks,
  runtimeLinks,
  setProductDomain,
  productDomain,
  type RuntimeLinks,
} from './runtimeConfig';
export { Icon, type IconName } from './ui/Icon';
export {
  Avatar,
  AVATAR_TEXT_COLOR,
  DEFAULT_PROFILE_COLOR,
  initialsOf,
  PROFILE_COLORS,
  PROFILE_COLOR_FILLS,
  PROFILE_COLOR_LABELS,
  profileColorOf,
  type AvatarProps,
} from './ui/Avatar';
