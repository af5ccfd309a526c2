export {
  DECLINED_CARD,
  EMULATOR_API_KEY,
  EMULATOR_API_VERSION,
  EMULATOR_DEFAULT_PORT,
  EMULATOR_WEBHOOK_SECRET,
} from './constants';
export { signPayload } from './webhooks';
export { startStripeEmulator, type StripeEmulator, type StripeEmulatorOptions } from './server';
