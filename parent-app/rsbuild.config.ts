import { PRODUCT_NAME } from '@portal/contracts/messages';
import { defineRemoteConfig } from '../tooling/module-federation/remote-config';

/** parent-app: the `parent_app` remote (standalone on :3001). */
export default defineRemoteConfig({
  name: 'parent_app',
  port: 3001,
  title: `${PRODUCT_NAME} · Pais`,
  appConfigUrl: import.meta.url,
});
