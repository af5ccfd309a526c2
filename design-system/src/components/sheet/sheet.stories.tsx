import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Button } from '../button/button';
import { Sheet } from './sheet';

/** Opens the sheet from a button, as screens do. */
function SheetDemo({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filtrar tarefas</Button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="Filtrar tarefas"
        description="Escolha o que aparece na lista."
        footer={<Button onClick={() => setOpen(false)}>Aplicar</Button>}
      >
        <p>Somente pendentes</p>
      </Sheet>
    </>
  );
}

const meta = {
  title: 'Feedback/Sheet',
  component: SheetDemo,
} satisfies Meta<typeof SheetDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Filtrar tarefas' });
    await userEvent.click(opener);
    const sheet = await body.findByRole('dialog', { name: 'Filtrar tarefas' });
    await expect(within(sheet).getByRole('button', { name: 'Aplicar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Filtrar tarefas' })).toBeVisible();
  },
};

export const AgeThemes: Story = {
  render: () => <AgeThemesGrid>{() => <SheetDemo />}</AgeThemesGrid>,
};
