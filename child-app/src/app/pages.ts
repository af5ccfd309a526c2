import type { FrameLink } from '@portal/app-kit';
import type { ChildSection } from '../lib/child-nav';

/** One framed screen of child-app: its absolute path and frame. */
export interface ChildPage {
  path: string;
  title: string;
  section?: ChildSection;
  links?: readonly FrameLink[];
}

/**
 * The child screens that are still frames (spec 001 §2): real title and navigation, a line
 * saying the area is being prepared. Every child screen of spec 001 §2 is built now (features
 * `auth`, `dashboard`, `tasks`, `goals`, `achievements` and `profile`), so the list is empty;
 * the router and tests still read it for the next screen that starts as a frame.
 */
export const CHILD_PAGES: readonly ChildPage[] = [];
