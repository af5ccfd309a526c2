import { Deco } from './deco';
import './queued-status.css';

/**
 * In place of a task's button while its completion waits in the offline queue (ADR 069): a
 * polite status, so a screen reader hears it once when the tap is kept.
 */
export function QueuedStatus({ text }: { text: string }) {
  return (
    <p className="child-queued" role="status">
      <Deco emoji="🕓" />
      {text}
    </p>
  );
}
