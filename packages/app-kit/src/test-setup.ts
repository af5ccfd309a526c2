// The portal's jsdom test setup, shared with the apps' suites.
import { setUpJsdomTests } from './test/jsdom-setup';

setUpJsdomTests();
