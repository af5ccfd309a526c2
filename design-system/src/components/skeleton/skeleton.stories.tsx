import type { Meta, StoryObj } from '@storybook/react';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Skeleton } from './skeleton';

const meta = { title: 'Feedback/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Paragraph: Story = { args: { lines: 3, width: 320 } };

export const Block: Story = { args: { width: 160, height: 96 } };

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <Skeleton {...args} lines={3} />}</AgeThemesGrid>,
};
