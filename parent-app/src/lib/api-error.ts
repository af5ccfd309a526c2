// The reading of RTK Query errors is shared by both remotes: see `@portal/app-kit`.
export { errorMessage, readApiError, type ApiFailure } from '@portal/app-kit';
