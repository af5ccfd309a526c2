// `pnpm --filter @portal/shell icons`: the web app manifest's icons (issue 39, ADR 068), PNGs
// drawn by sharp from the product's mark — a coin on a rounded square — in the design system's
// light parent theme colours (primary #1d5bbf, warningSoft #fff1d6, warning #7a4700; see
// design-system/src/themes/themes.ts). Committed (a few KiB), so a build needs no image tools;
// run again after changing the mark.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const OUT = new URL('../public/icons/', import.meta.url).pathname;
const PRIMARY = '#1d5bbf';
const COIN = '#fff1d6';
const INK = '#7a4700';

/** The '$' of the coin as strokes (no font needed), centred on (32, 32) in a 64×64 box. */
const DOLLAR =
  'M39 24.5c-1.6-2.2-4.2-3.3-7.2-3.3-4 0-6.8 2-6.8 5.1 0 7.2 14.4 3.7 14.4 11.1 0 3.2-3 5.4-7.2 5.4-3.3 0-6-1.3-7.6-3.6M32 16.5v31';

/** The coin, `scale` × its size in the favicon, centred. */
function coin(scale, { fill = COIN, ink = INK } = {}) {
  const transform = `translate(32 32) scale(${scale}) translate(-32 -32)`;
  return `<g transform="${transform}">
    <circle cx="32" cy="32" r="19" fill="${fill}"/>
    <circle cx="32" cy="32" r="15.5" fill="none" stroke="${ink}" stroke-width="1.5" opacity="0.45"/>
    <path d="${DOLLAR}" fill="none" stroke="${ink}" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;
}

const svg = (body) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`);

const ICONS = {
  // "any": the rounded square, as launchers that do not mask show it.
  'icon-192.png': [192, svg(`<rect width="64" height="64" rx="14" fill="${PRIMARY}"/>${coin(1)}`)],
  'icon-512.png': [512, svg(`<rect width="64" height="64" rx="14" fill="${PRIMARY}"/>${coin(1)}`)],
  // "maskable": full bleed, the coin inside the central 80 % circle every mask keeps.
  'icon-maskable-512.png': [
    512,
    svg(`<rect width="64" height="64" fill="${PRIMARY}"/>${coin(1.2)}`),
  ],
  // A notification's badge: only its alpha counts (Android draws it in one colour): the '$'.
  'badge-96.png': [
    96,
    svg(
      `<path d="${DOLLAR}" transform="translate(32 32) scale(1.7) translate(-32 -32)" fill="none" stroke="#ffffff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
  ],
};

mkdirSync(OUT, { recursive: true });
for (const [name, [size, source]] of Object.entries(ICONS)) {
  await sharp(source, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${OUT}${name}`);
  console.log(`${name} ${size}×${size}`);
}
