import type { Meta, StoryObj } from '@storybook/react';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Badge } from './badge';

const meta = {
  title: 'Componentes/Badge',
  component: Badge,
  args: { children: 'Pendente' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge tone="neutral">Neutro</Badge>
      <Badge tone="info">Informação</Badge>
      <Badge tone="success">Concluída</Badge>
      <Badge tone="warning">Atrasada</Badge>
      <Badge tone="danger">Rejeitada</Badge>
      <Badge tone="kids">9-12 anos</Badge>
      <Badge tone="teens">13-15 anos</Badge>
      <Badge tone="young">16+ anos</Badge>
    </div>
  ),
};

export const AgeThemes: Story = {
  render: () => (
    <AgeThemesGrid>
      {(group) => (
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Badge tone={group}>Grupo {group}</Badge>
          <Badge tone="success">Concluída</Badge>
        </div>
      )}
    </AgeThemesGrid>
  ),
};
