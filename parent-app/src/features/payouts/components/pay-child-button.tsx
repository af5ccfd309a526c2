import { lazyScreen } from '@portal/app-kit';
import { Button, Dialog, Spinner } from '@portal/design-system';
import { Suspense, useState } from 'react';
import type { PayoutChild } from '../../../lib/child-payout-slot';
import { payoutButtonCopy as C } from '../button-copy';
import './payouts.css';

// The flow (its form, schemas, the Pix step and, later still, the QR library) loads when a
// parent opens the dialog, so the dashboard's first visit carries none of it; the button starts
// the download on hover or focus.
const PayoutFlow = lazyScreen(() => import('./payout-flow').then((m) => m.PayoutFlow));

/**
 * 'Pagar ao filho' (issue 40) on a child's card: a button that opens the design system's dialog
 * with the payout flow (amount, 'Dinheiro' or 'Pix', the BR Code, the confirmation). Each
 * opening is a new attempt with its own Idempotency-Key.
 */
export function PayChildButton({ child }: { child: PayoutChild }) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const preload = () => void PayoutFlow.preload();

  function openDialog() {
    setAttempt((n) => n + 1);
    setOpen(true);
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={C.openLabel(child.name)}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openDialog}
      >
        <span aria-hidden="true">💸 </span>
        {C.open}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={C.title(child.name)}
        description={C.description}
      >
        <Suspense
          fallback={
            <div className="payout__status">
              <Spinner label={C.loading} showLabel />
            </div>
          }
        >
          <PayoutFlow key={attempt} child={child} onClose={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
