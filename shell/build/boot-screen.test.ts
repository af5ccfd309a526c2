import { themes } from '@portal/design-system/themes';
import { bootScreenHtml } from './boot-screen';

describe('bootScreenHtml', () => {
  const { style, body } = bootScreenHtml('Mesadinha', 'Carregando...');

  it('shows the product and a status before any script runs', () => {
    const root = document.createElement('div');
    root.innerHTML = body;
    expect(root.querySelector('.mesa-boot__title')).toHaveTextContent('Mesadinha');
    expect(root.querySelector('[role="status"]')).toHaveTextContent('Carregando...');
    expect(root.querySelector('script')).toBeNull();
  });

  it('uses the parent theme in the light scheme and, on a dark device, the dark one', () => {
    const { light, dark } = themes.parent.colors;
    const [plain, darkBlock] = style.split('@media (prefers-color-scheme:dark)');
    expect(plain).toContain(`background:${light.bg}`);
    expect(plain).toContain(`color:${light.textMuted}`);
    expect(darkBlock).toContain(`background:${dark.bg}`);
    expect(darkBlock).toContain(`color:${dark.text}`);
  });

  it('keeps the spinner still for who asked for less motion', () => {
    expect(style).toMatch(
      /prefers-reduced-motion:reduce\)\{\.mesa-boot__status::before\{animation:none/,
    );
  });
});
