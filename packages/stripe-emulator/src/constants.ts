/** Dev webhook signing secret the BFF uses when no STRIPE_WEBHOOK_SECRET is set (brief of issue 13). */
export const EMULATOR_WEBHOOK_SECRET = 'whsec_mesadinha_dev_emulator_0123456789';
/** Dev API key; the emulator accepts any `sk_test_…` key. */
export const EMULATOR_API_KEY = 'sk_test_mesadinha_emulator';
/** The API version the official SDK of the catalog (stripe 23.x) pins; written on events. */
export const EMULATOR_API_VERSION = '2026-10-28.endive';
/** Default port of `npm start`. */
export const EMULATOR_DEFAULT_PORT = 12111;
/** The card number the hosted page and the control endpoint decline (Stripe's test card). */
export const DECLINED_CARD = '4000000000000002';
export const DEFAULT_CARD = '4242 4242 4242 4242';
