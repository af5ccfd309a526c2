import { defineConfig } from 'vitest/config';

// Globals instead of `import { it } from 'vitest'`: the lint rule for contracts' src/ allows
// no import but zod, and tests sit beside the schemas in src/.
export default defineConfig({
  test: { globals: true },
});
