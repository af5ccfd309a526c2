/** This device's Web Push (issue 39): only the bell's panel imports it, never a first visit. */
export {
  DevicePushSetting,
  devicePushText,
  useDevicePush,
  type DevicePush,
  type DevicePushOptions,
  type DevicePushSettingProps,
} from './device-push-setting';
export { pushCopy } from './copy';
export {
  browserPush,
  currentSubscription,
  subscribeDevice,
  subscriptionInput,
  vapidKeyBytes,
  type DevicePushState,
  type PushBrowser,
} from './device-push';
export { injectPushEndpoints } from './push-api';
