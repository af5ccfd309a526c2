/**
 * Runs every story as a test (Storybook portable stories): renders it with the global
 * decorators of `.storybook/preview.tsx`, runs its `play` interaction test, then checks the
 * page with axe-core. The rsbuild Storybook framework cannot run `@storybook/addon-vitest`
 * (it needs a Vite framework), so this file plays that role.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import axe from 'axe-core';
import previewAnnotations from '../.storybook/preview';

setProjectAnnotations([previewAnnotations]);

type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

async function axeViolations(root: Element): Promise<axe.Result[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    // jsdom has no layout or computed colours; contrast is checked on the tokens instead
    // (src/themes/contrast.test.ts).
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations;
}

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`)
    .join('\n');
}

describe.each(Object.entries(modules))('%s', (_path, module) => {
  // Every export of a story module is a composed story, each with `run()`.
  const stories = Object.entries(composeStories(module)) as Array<
    [string, { run: () => Promise<void>; load: () => Promise<void> }]
  >;
  it.each(stories)('%s renders, plays and has no axe violations', async (_name, Story) => {
    try {
      await Story.run();
      // Check the whole body: dialogs and toasts render outside the story's container.
      const violations = await axeViolations(document.body);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      // `load()` first runs the cleanups of the last render, unmounting the story, so nothing
      // leaks into the next test file (test files share one jsdom: `isolate: false`).
      await Story.load();
    }
  });
});
