import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Switch, type SwitchProps } from './switch';

/** Stateful wrapper: the component is controlled. */
function StatefulSwitch({
  checked: initial = false,
  ...rest
}: Partial<SwitchProps> & Pick<SwitchProps, 'label'>) {
  const [checked, setChecked] = useState(initial);
  return <Switch {...rest} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Formulários/Switch',
  component: StatefulSwitch,
  args: { label: 'Notificações de tarefas' },
} satisfies Meta<typeof StatefulSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Notificações de tarefas' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: { label: 'Modo escuro', description: 'Usa cores escuras em todo o aplicativo.' },
};

export const Disabled: Story = { args: { disabled: true } };

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <StatefulSwitch {...args} checked />}</AgeThemesGrid>,
};
