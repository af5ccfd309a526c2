import type { Meta, StoryObj } from '@storybook/react';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Card } from './card';

const meta = {
  title: 'Componentes/Card',
  component: Card,
  args: { title: 'Ganhos de Hoje', children: <p>Você ganhou R$ 12,50 hoje.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutTitle: Story = { args: { title: undefined } };

export const AsSection: Story = { args: { as: 'section', title: 'Metas concluídas' } };

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <Card {...args} titleAs="h3" />}</AgeThemesGrid>,
};
