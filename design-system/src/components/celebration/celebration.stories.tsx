import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Button } from '../button/button';
import { Celebration } from './celebration';

/** Opens the celebration from a button, as a deposit that completes a goal does. */
function CelebrationDemo({
  initiallyOpen = false,
  title = 'Meta alcançada!',
  message = 'Você juntou tudo para Bicicleta!',
  icon = '🎉',
}: {
  initiallyOpen?: boolean;
  title?: string;
  message?: string;
  icon?: string;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Guardar R$ 5,00</Button>
      <Celebration
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        message={message}
        icon={icon}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/Celebration',
  component: CelebrationDemo,
} satisfies Meta<typeof CelebrationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Guardar R$ 5,00' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Meta alcançada!' });
    await expect(within(dialog).getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const Achievement: Story = {
  args: {
    initiallyOpen: true,
    title: 'Nova conquista!',
    message: 'Primeira Meta: conclua sua primeira meta.',
    icon: '🏆',
  },
};

export const NewLevel: Story = {
  args: {
    initiallyOpen: true,
    title: 'Subiu de nível!',
    message: 'Agora você está no nível 2.',
    icon: '⭐',
  },
};

export const AgeThemes: Story = {
  render: () => <AgeThemesGrid>{() => <CelebrationDemo />}</AgeThemesGrid>,
};
