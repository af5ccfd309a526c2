import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = {
  shell: path.join(REPO_ROOT, 'shell/dist'),
  parentApp: path.join(REPO_ROOT, 'parent-app/dist'),
  childApp: path.join(REPO_ROOT, 'child-app/dist'),
  bff: path.join(REPO_ROOT, 'bff/dist/server.mjs'),
  stripeEmulator: path.join(REPO_ROOT, 'packages/stripe-emulator/dist/index.mjs'),
} as const;
export const ARTIFACTS = path.join(REPO_ROOT, 'e2e/.artifacts');
