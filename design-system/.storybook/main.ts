import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // Mandatory: with telemetry on, builds wait on the closed network of the build machines.
  core: { disableTelemetry: true },
  // Props tables are not used; skipping docgen keeps builds fast on 2 cores.
  typescript: { reactDocgen: false },
  // There is no rsbuild.config.ts in this package; without the React plugin SWC compiles JSX
  // with the classic runtime and every story fails with "React is not defined".
  rsbuildFinal: (rsbuildConfig) => mergeRsbuildConfig(rsbuildConfig, { plugins: [pluginReact()] }),
};

export default config;
