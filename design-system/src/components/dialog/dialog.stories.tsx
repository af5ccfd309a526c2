import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog } from './dialog';

/** Opens the dialog from a button, as screens do. */
function DialogDemo({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Adicionar filho</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Adicionar filho"
        description="Preencha os dados de acesso da criança."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button onClick={() => setOpen(false)}>Salvar</Button>
          </>
        }
      >
        <TextField label="Nome" name="name" />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Feedback/Dialog',
  component: DialogDemo,
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Adicionar filho' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Adicionar filho' });
    await expect(within(dialog).getByLabelText('Nome')).toHaveFocus();
    // Focus stays inside: Tab from the last action wraps to the first focusable element.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    // Left open so the story shows the dialog; focus starts on the first field.
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Adicionar filho' });
    await waitFor(() => expect(within(dialog).getByLabelText('Nome')).toHaveFocus());
  },
};

export const CloseWithCancel: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const AgeThemes: Story = {
  render: () => <AgeThemesGrid>{() => <DialogDemo />}</AgeThemesGrid>,
};
