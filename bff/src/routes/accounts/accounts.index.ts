import { createRouter } from '../../lib/create-router';

/** Parent accounts: sign-up and social sign-up completion. */
export const accountsRouter = createRouter();
