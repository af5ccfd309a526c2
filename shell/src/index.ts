// First, before the async boundary: the remembered appearance (dark, lang) is on the document
// before anything paints — no inline script is allowed by the CSP (ADR 011, ADR 029).
import './app/appearance';

import { captureInstallPrompt } from './pwa/install-capture';

import { ownerOfPath } from './app/route-ownership';
import { preloadRemoteApp, preloadRemoteConfig } from './remotes/remote-loader';

// A first visit to a remote's page (/parent/login, /child/…) starts fetching that remote now:
// its manifest, entry and first chunks download while the shell's own chunks (React, the
// router) do, not after them (they come in after the async boundary below). remotes.json itself
// is already on its way: index.html preloads it (rsbuild.config.ts). On the shell's own pages it
// is read too, so that preload is used and the next remote page starts at its manifest. Nothing
// here imports a shared module (react, the router…): none is negotiated yet.
// Chromium's install prompt can come before the PWA chunk (ADR 068): kept from now on.
captureInstallPrompt();

const owner = ownerOfPath(window.location.pathname);
if (owner === 'parent_app' || owner === 'child_app') void preloadRemoteApp(owner);
else void preloadRemoteConfig();

// Async boundary: the Module Federation runtime must negotiate shared singletons (react,
// react-dom, router, design system) before any module that imports them is evaluated. In a
// task of its own: that negotiation and the runtime's start-up above were one long task of
// the main thread, which a phone spends blocked (Total Blocking Time).
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
