import { parsePublicEnv } from '@portal/app-kit';

/** Public configuration of parent-app (only `PUBLIC_*` variables reach the bundle). */
export const env = parsePublicEnv(
  { PUBLIC_API_BASE_URL: import.meta.env.PUBLIC_API_BASE_URL },
  'parent-app',
);
