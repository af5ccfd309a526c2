// `pnpm dev`: every deployable on its dev server with hot reload (BFF with tsx watch, shell and
// remotes with rsbuild dev, Storybook). Ctrl+C stops everything.
import { ensureInstalled, pnpmCommand, startProcess } from './lib/processes.mjs';

ensureInstalled();
const [command, ...prefix] = pnpmCommand();
const apps = [
  ['bff', '@portal/bff', 'dev'],
  ['shell', '@portal/shell', 'dev'],
  ['parent', '@portal/parent-app', 'dev'],
  ['child', '@portal/child-app', 'dev'],
  ['storybook', '@portal/design-system', 'storybook'],
];
const processes = apps.map(([name, filter, script]) =>
  startProcess(name, command, [...prefix, '--filter', filter, 'run', script]),
);
const stop = () => {
  for (const child of processes) child.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`
  Desenvolvimento: portal http://localhost:3000 · parent-app http://localhost:3001
  child-app http://localhost:3002 · Storybook http://localhost:6006 · API http://localhost:8787/api/docs
`);
