import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Button } from '../button/button';
import { Popover } from './popover';

const meta = {
  title: 'Feedback/Popover',
  component: Popover,
  args: {
    label: 'Sobre o saldo',
    trigger: <Button variant="secondary">O que é o saldo?</Button>,
    children: <p style={{ margin: 0 }}>É o dinheiro que você já ganhou e ainda não gastou.</p>,
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'O que é o saldo?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const panel = await body.findByRole('dialog', { name: 'Sobre o saldo' });
    await expect(panel).toHaveTextContent('dinheiro que você já ganhou');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <Popover {...args} />}</AgeThemesGrid>,
};
