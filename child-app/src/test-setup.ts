// The portal's jsdom test setup, shared by every suite that renders screens.
import 'fake-indexeddb/auto';
import { setUpJsdomTests } from '@portal/app-kit/test-setup';
import { clearCompletionQueue } from '@portal/app-kit/offline';
import { afterEach } from 'vitest';

setUpJsdomTests();

// The offline completion queue (IndexedDB) is the device's too: nothing of a test reaches the next.
afterEach(async () => {
  await clearCompletionQueue();
});
