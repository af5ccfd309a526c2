import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // Mandatory: with telemetry on, builds wait on the closed network of the build machines.
  core: { disableTelemetry: true },
  // Props tables are not used; skipping docgen keeps builds fast on 2 cores.
  typescript: { reactDocgen: false },
};

export default config;
