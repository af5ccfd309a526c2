/**
 * `@portal/app-kit/test`: test utilities of the remotes (vitest + jsdom). Imported by tests
 * only, so none of it reaches a production bundle.
 */
export { FakeEventSource } from './fake-event-source';
export {
  PageRelativeRequest,
  apiError,
  deferred,
  json,
  networkDown,
  stubBff,
  stubFetch,
  type RouteHandler,
  type SeenFile,
  type SeenRequest,
  type StubAnswer,
} from './fetch-stub';
export {
  appearanceFixture,
  childFixture,
  meAsChild,
  meAsParent,
  taskFixture,
} from './session-fixtures';
export { renderWithStore } from './render';
export { stubColorScheme } from './fake-match-media';
