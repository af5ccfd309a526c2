// IndexedDB for the offline completion queue the sign-out empties (ADR 069).
import 'fake-indexeddb/auto';
// The portal's jsdom test setup, shared by every suite that renders screens.
import { setUpJsdomTests } from '@portal/app-kit/test-setup';

setUpJsdomTests();
