import { ModalFrame, type DialogProps } from '../dialog/dialog';
import './sheet.css';

/** Props of `Sheet`: the same as `Dialog`'s. */
export type SheetProps = DialogProps;

/**
 * A modal panel that slides up from the bottom on phones (bottom sheet) and sits at the right
 * edge from 1024 px. Same behaviour as `Dialog` (Radix Dialog): focus trap, Escape, outside
 * click, focus restored.
 */
export function Sheet(props: SheetProps) {
  return <ModalFrame {...props} variant="sheet" />;
}
