import { createPlainApi } from '@portal/app-kit/plain-request';
import { env } from '../env';

/**
 * The BFF without the store, for the login, which renders before parent-app's store has loaded
 * (ADR 045): `requestBff(path, init)` and `useBffAnswer(path)`. Every other screen uses the
 * RTK Query API of `api.ts`.
 */
export const { requestBff, useBffAnswer } = createPlainApi(env.PUBLIC_API_BASE_URL);
