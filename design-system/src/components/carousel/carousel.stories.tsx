import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Button } from '../button/button';
import { Carousel, type CarouselSlide } from './carousel';

const slides: CarouselSlide[] = [
  {
    id: 'welcome',
    image: '👋',
    title: 'Bem-vindo ao Mesadinha',
    body: 'Mesada e tarefas em família.',
  },
  {
    id: 'goals',
    image: '🎯',
    title: 'Metas em conjunto',
    body: 'Defina metas e acompanhe a economia.',
  },
  {
    id: 'tasks',
    image: '📸',
    title: 'Tarefas divertidas',
    body: 'Fotos, checks e aprovações em tempo real.',
  },
  {
    id: 'achievements',
    image: '🏆',
    title: 'Conquistas',
    body: 'Níveis, medalhas e estatísticas.',
  },
];

const meta = {
  title: 'Navegação/Carousel',
  component: Carousel,
  args: { label: 'Apresentação', slides, lastAction: <Button>Começar</Button> },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await expect(canvas.getByRole('heading', { name: 'Metas em conjunto' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ir para o slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o slide 4' }));
    await expect(canvas.getByRole('heading', { name: 'Conquistas' })).toBeInTheDocument();
    // The last slide offers the final action instead of Next.
    await expect(canvas.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Começar' })).toBeInTheDocument();
  },
};

export const LastSlide: Story = { args: { index: 3 } };

export const WithoutLastAction: Story = { args: { lastAction: undefined, index: 3 } };

export const AgeThemes: Story = {
  render: (args) => (
    <AgeThemesGrid>
      {(group) => <Carousel {...args} label={`Apresentação ${group}`} />}
    </AgeThemesGrid>
  ),
};
