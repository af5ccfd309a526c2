import type { HtmlBasicTag, RsbuildPlugin, Rspack } from '@rsbuild/core';

type CacheGroups = Record<string, Rspack.OptimizationSplitChunksCacheGroup>;

/**
 * One split-chunks group: every module `test` matches goes into the async chunk `name`.
 * Async chunks only: the entry keeps nothing of them (the federation runtime must negotiate the
 * shared singletons first).
 */
function namedChunk(name: string, test: RegExp): Rspack.OptimizationSplitChunksCacheGroup {
  return { name, test, chunks: 'async', enforce: true, priority: 20 };
}

/**
 * Split-chunks groups that put the shared singletons into one named chunk each. Without them
 * each singleton came in two anonymous chunks (the copy the shell provides to the share scope
 * and its own fallback, only one of which ever loads), React in four (react, react-dom,
 * react-dom/client with the scheduler, the JSX runtime). The design system's Radix layers stay
 * in their own lazy chunks (`internal/radix-*`), and so does the bell's panel, fetched when the
 * bell is hovered or opened: no first paint needs them; the domain
 * package's formatting (money, dates) it imports goes with it.
 */
const FIRST_PAINT_MODULES: Record<string, RegExp> = {
  'lib-react': /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
  'lib-router': /[\\/](?:node_modules[\\/]react-router|packages[\\/]router[\\/]src)[\\/]/,
  'design-system':
    /[\\/](?:design-system[\\/]src[\\/](?!internal[\\/]radix-|components[\\/]notification-bell[\\/]notification-panel)|packages[\\/]domain[\\/]src[\\/])/,
};
export const FIRST_PAINT_GROUPS: CacheGroups = Object.fromEntries(
  Object.entries(FIRST_PAINT_MODULES).map(([name, test]) => [name, namedChunk(name, test)]),
);

/**
 * The shell's chunks every first visit loads before it can paint, by name. Names, not ids:
 * rspack's ids differ between a clean build and a rebuild of the same tree (ADR 042, amended
 * 2026-11-27), and a name also says what the chunk holds. The groups above, and `bootstrap`,
 * named where it is imported (`src/index.ts`).
 */
export const FIRST_PAINT_CHUNKS = [...Object.keys(FIRST_PAINT_GROUPS), 'bootstrap'];

/**
 * `<link rel="preload">` in index.html for the scripts and styles of {@link FIRST_PAINT_CHUNKS}:
 * they download from the moment the HTML arrives, alongside the entry script, instead of after
 * the entry has downloaded and run and the federation runtime has asked for them (ADR 042,
 * amended 2026-11-27). Placed after the `leading` tags (remotes.json), so those are asked for
 * first; scripts before styles, the largest first, as it takes longest to arrive. A name that
 * matches no chunk fails the build: the list and the split must not drift apart. Which chunks
 * a first visit really loads is checked by `scripts/size-check.mjs` against these preloads.
 */
export function pluginFirstPaintPreloads(leading: HtmlBasicTag[] = []): RsbuildPlugin {
  return {
    name: 'mesadinha:first-paint-preloads',
    apply: 'build',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        const files: { file: string; as: 'script' | 'style'; size: number }[] = [];
        for (const name of FIRST_PAINT_CHUNKS) {
          const chunk = [...compilation.chunks].find((c) => c.name === name);
          if (!chunk) throw new Error(`first-paint chunk "${name}" is not in the build`);
          for (const file of chunk.files) {
            const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null;
            if (as) files.push({ file, as, size: compilation.getAsset(file)?.source.size() ?? 0 });
          }
        }
        files.sort((a, b) => (a.as === b.as ? b.size - a.size : a.as === 'script' ? -1 : 1));
        const preloads: HtmlBasicTag[] = files.map(({ file, as }) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: prefix + file, as },
        }));
        return { ...tags, headTags: [...tags.headTags, ...leading, ...preloads] };
      });
    },
  };
}
