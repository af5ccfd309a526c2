import type { RsbuildPlugin } from '@rsbuild/core';
import { themes } from '@portal/design-system/themes';

/**
 * What index.html shows before any script has run: the shell's 'Carregando...' screen (the
 * session check's header and status) as plain HTML inside `#root`, styled by a small inline
 * sheet built from the parent theme's tokens in the device's colour scheme. On a slow phone the
 * first paint then comes with the HTML instead of after React, the router and the design
 * system have downloaded and run; React replaces it on its first render.
 */
export function bootScreenHtml(title: string, status: string): { style: string; body: string } {
  const { colors, typography, density } = themes.parent;
  const scheme = (c: (typeof colors)['light']) =>
    `.mesa-boot{background:${c.bg};color:${c.text}}` +
    `.mesa-boot__title{background:${c.surface};border-color:${c.surfaceAlt}}` +
    `.mesa-boot__status{color:${c.textMuted}}`;
  const style =
    `body{margin:0}.mesa-boot{min-height:100vh;font-family:${typography.fontFamily};` +
    `line-height:${typography.lineHeight}}` +
    `.mesa-boot__title{margin:0;padding:${density.space.md};border-bottom:1px solid;` +
    `font-size:${typography.scale.xxl};line-height:1.2;font-weight:${typography.headingWeight}}` +
    `.mesa-boot__status{display:flex;align-items:center;justify-content:center;gap:.5rem;` +
    `min-height:40vh;margin:0;padding:${density.space.md}}` +
    `.mesa-boot__status::before{content:"";width:1.25em;height:1.25em;border-radius:50%;` +
    `border:3px solid currentColor;border-right-color:transparent;` +
    `animation:mesa-boot-spin .8s linear infinite}` +
    `@keyframes mesa-boot-spin{to{transform:rotate(360deg)}}` +
    `@media (prefers-reduced-motion:reduce){.mesa-boot__status::before{animation:none}}` +
    scheme(colors.light) +
    `@media (prefers-color-scheme:dark){${scheme(colors.dark)}}`;
  const body =
    `<div class="mesa-boot"><p class="mesa-boot__title">${title}</p>` +
    `<p class="mesa-boot__status" role="status">${status}</p></div>`;
  return { style, body };
}

/** Puts {@link bootScreenHtml} into index.html: the sheet in `<head>`, the screen in `#root`. */
export function pluginBootScreen(title: string, status: string): RsbuildPlugin {
  return {
    name: 'mesadinha:boot-screen',
    setup(api) {
      const { style, body } = bootScreenHtml(title, status);
      api.modifyHTML((html) => {
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error('index.html has no empty <div id="root">');
        return html
          .replace('</head>', `<style>${style}</style></head>`)
          .replace(root, `<div id="root">${body}</div>`);
      });
    },
  };
}
