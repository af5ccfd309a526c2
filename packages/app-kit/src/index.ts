/**
 * @portal/app-kit: what both remotes need and would otherwise copy. Test utilities are in
 * `@portal/app-kit/test` (never in a production bundle), the colour-scheme hook also in
 * `@portal/app-kit/color-scheme` (the shell uses it without RTK), forms in `@portal/app-kit/form`.
 */
export {
  readApiError,
  errorMessage,
  type ApiFailure,
  type FetchError,
  type SerializedError,
} from './api/api-error';
export {
  portalBaseQuery,
  type FetchArgs,
  type PortalBaseQuery,
  type PortalQueryError,
} from './api/base-query';
export { endpointPath, fetchArgs, type EndpointArgs } from './api/endpoint-request';
export { newIdempotencyKey } from './api/idempotency-key';
/** The remote's store as screens read it (react-redux), and RTK Query's "do not read yet". */
export { useDispatch, useSelector, useStore } from 'react-redux';
export { skipToken, type SkipToken } from '@reduxjs/toolkit/query/react';
export {
  BASE_TAG_TYPES,
  createPortalApi,
  FRESH_ON_MOUNT,
  type BaseTagType,
  type PortalApi,
  type PortalApiOptions,
} from './api/create-portal-api';
export { createAppStore, type AppStore, type RootState, type StoreApi } from './api/store';
export {
  bridgeEvents,
  usePortalEvents,
  type BridgeApi,
  type EventInvalidations,
  type EventStream,
} from './events/portal-events';
export {
  RemoteRoot,
  createStandaloneSignOut,
  signOutResettingCache,
  startsNewSession,
  useRemoteApp,
  useRemoteAppIfAny,
  type ResettableApi,
} from './session/remote-app';
export { PageFrame, type FrameLink, type PageFrameProps } from './layout/page-frame';
export { ScreenSuspense } from './layout/screen-suspense';
export { lazyScreen, type LazyScreen } from './layout/lazy-screen';
export { firstScreenCode, startUpSteps } from './layout/first-screen';
export {
  NavSlotProvider,
  SectionNav,
  createNav,
  suspendedNav,
  useNavSlot,
  type NavComponent,
  type NavItem,
  type SectionNavProps,
} from './layout/section-nav';
export { parsePublicEnv, type PublicEnv } from './env';
export { useNow } from './hooks/use-now';
export { useAfterFirstScreen, usePrefetchFormsWhenIdle } from './session/idle-prefetch';
export { useColorScheme, type ResolvedScheme, type SchemePreference } from './theme/color-scheme';
export { kitCopy } from './copy';
export { AppearanceBoundary } from './theme/appearance-boundary';
