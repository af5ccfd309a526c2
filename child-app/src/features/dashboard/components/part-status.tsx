import { Alert, Button, Skeleton, VisuallyHidden } from '@portal/design-system';
import { dashboardCopy as text } from './copy';

/** A dashboard card's own loading state (the rest of the screen is already there). */
export function PartLoading({ height = '4rem' }: { height?: string }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
      <Skeleton height={height} />
    </div>
  );
}

/** A dashboard card whose read failed: its message and a retry of that read only. */
export function PartFailed({
  message = text.partFailed,
  onRetry,
}: {
  message?: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      tone="danger"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {text.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
