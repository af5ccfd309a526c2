/**
 * Runs every story as a test (Storybook portable stories): renders it with the global
 * decorators of `.storybook/preview.tsx`, runs its `play` interaction test, then checks the
 * page with axe-core. The rsbuild Storybook framework cannot run `@storybook/addon-vitest`
 * (it needs a Vite framework), so this file plays that role.
 */
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react';
import axe from 'axe-core';
import previewAnnotations from '../.storybook/preview';
import { colorSchemes, themeNames } from './themes/themes';

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

type Runnable = { run: () => Promise<void>; load: () => Promise<void> };

async function runAndCheck(Story: Runnable, after?: () => void) {
  try {
    await Story.run();
    after?.();
    // Check the whole body: dialogs and toasts render outside the story's container.
    const violations = await axeViolations(document.body);
    expect(violations, describeViolations(violations)).toEqual([]);
  } finally {
    // `load()` first runs the cleanups of the last render, unmounting the story, so nothing
    // leaks into the next test.
    await Story.load();
  }
}

describe.each(Object.entries(modules))('%s', (_path, module) => {
  // Every export of a story module is a composed story, each with `run()`.
  const stories = Object.entries(composeStories(module)) as Array<
    [string, { run: () => Promise<void>; load: () => Promise<void> }]
  >;
  it.each(stories)('%s renders, plays and has no axe violations', async (_name, Story) => {
    await runAndCheck(Story);
  });

  // Every component's AgeThemes story (kids, teens, young side by side) runs again in the dark
  // scheme, so each component is played and checked in all three age themes × light and dark.
  const { default: meta, AgeThemes } = module as Record<string, unknown>;
  if (AgeThemes) {
    it('AgeThemes in the dark scheme renders, plays and has no axe violations', async () => {
      const Story = composeStory(
        { ...(AgeThemes as object), globals: { scheme: 'dark' } },
        meta as Parameters<typeof composeStory>[1],
      ) as unknown as Runnable;
      await runAndCheck(Story, () => {
        expect(document.querySelector("[data-mesa-scheme='dark']")).not.toBeNull();
        expect(document.querySelector("[data-mesa-scheme='light']")).toBeNull();
      });
    });
  }
});

describe('theme documentation', () => {
  it('has one token story per theme × scheme', () => {
    const themeStories = composeStories(modules['./themes/themes.stories.tsx']!);
    const expected = themeNames.flatMap((theme) =>
      colorSchemes.map(
        (scheme) =>
          `${theme[0]!.toUpperCase()}${theme.slice(1)}${scheme[0]!.toUpperCase()}${scheme.slice(1)}`,
      ),
    );
    expect(Object.keys(themeStories)).toEqual(expect.arrayContaining(expected));
  });

  it('gives every component an AgeThemes story', () => {
    const without = Object.entries(modules)
      .filter(([path]) => path.startsWith('./components/'))
      .filter(([, module]) => !('AgeThemes' in (module as object)))
      .map(([path]) => path);
    expect(without).toEqual([]);
  });
});
