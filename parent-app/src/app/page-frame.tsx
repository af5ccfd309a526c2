import { PageFrame as KitPageFrame, type FrameLink } from '@portal/app-kit';
import type { ReactNode } from 'react';
import { ParentNav, type ParentSection } from '../lib/parent-nav';

export type { FrameLink };

/** A parent-app screen still to be built, as the kit's frame with the parent navigation. */
export function PageFrame({
  section,
  ...frame
}: {
  title: string;
  subtitle?: string;
  /** Highlighted section of the parent navigation; frames before sign-in have none. */
  section?: ParentSection;
  links?: readonly FrameLink[];
  children?: ReactNode;
}) {
  return (
    <KitPageFrame
      {...frame}
      nav={section ? <ParentNav active={section} /> : undefined}
      linksClassName="parent-links"
    />
  );
}
