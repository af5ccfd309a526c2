import { PRODUCT_NAME } from '@portal/contracts/messages';
import { defineRemoteConfig } from '../tooling/module-federation/remote-config';

/** child-app: the `child_app` remote (standalone on :3002). */
export default defineRemoteConfig({
  name: 'child_app',
  port: 3002,
  title: `${PRODUCT_NAME} · Crianças`,
  appConfigUrl: import.meta.url,
});
