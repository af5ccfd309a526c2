import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import './src/testing/jsdom-shims';

// Globals are on, so Testing Library would clean up on its own; being explicit keeps the
// behaviour when a file opts out of globals.
afterEach(() => {
  cleanup();
});

// axe-core probes <canvas> for icon fonts; jsdom has no canvas and logs "Not implemented" for
// every story. Returning null is what a browser without 2D support does, so axe skips it.
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;
