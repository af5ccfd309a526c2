import { readFileSync } from 'node:fs';
import type { HtmlBasicTag, RsbuildPlugin } from '@rsbuild/core';

/**
 * The chunks the shell loads on every first visit before it can paint (React, React DOM, the
 * router, the design system and the bootstrap; `first-paint-chunks.json`), by the name their
 * files start with (`static/js/async/<name>.<hash>.js`: the chunk's name, else its id).
 * Checked by `scripts/size-check.mjs`: a build whose first visit loads another shell chunk, or
 * no longer loads one of these, fails the check with the names to write there (ADR 042).
 */
const FIRST_PAINT_CHUNKS: string[] = (
  JSON.parse(readFileSync(new URL('../first-paint-chunks.json', import.meta.url), 'utf8')) as {
    chunks: string[];
  }
).chunks;

/**
 * `<link rel="preload">` in index.html for the scripts and styles of {@link FIRST_PAINT_CHUNKS}:
 * they download from the moment the HTML arrives, alongside the entry script, instead of after
 * the entry has downloaded and run and the federation runtime has asked for them (ADR 042,
 * amended 2026-11-27). Placed after the entry's own tag and the `leading` tags (remotes.json),
 * so those are asked for first; the largest script next, as it takes longest to arrive.
 */
export function pluginFirstPaintPreloads(leading: HtmlBasicTag[] = []): RsbuildPlugin {
  return {
    name: 'mesadinha:first-paint-preloads',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        const files: { file: string; as: 'script' | 'style'; size: number }[] = [];
        for (const chunk of compilation.chunks) {
          const name = chunk.name ?? (chunk.id === null ? undefined : String(chunk.id));
          if (name === undefined || !FIRST_PAINT_CHUNKS.includes(name)) continue;
          for (const file of chunk.files) {
            const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null;
            if (as) files.push({ file, as, size: compilation.getAsset(file)?.source.size() ?? 0 });
          }
        }
        // Scripts before styles (the styles only matter once the scripts have rendered), each
        // kind largest first.
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
