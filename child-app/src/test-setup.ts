// The portal's jsdom test setup, shared by every suite that renders screens.
import { setUpJsdomTests } from '@portal/app-kit/test-setup';

setUpJsdomTests();
