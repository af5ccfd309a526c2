import type { PixChargeResponse } from '@portal/contracts/money-out';
import { MSG } from '@portal/contracts/messages';
import { formatMoney } from '@portal/domain';
import { Alert, Button, Skeleton, VisuallyHidden } from '@portal/design-system';
import { useEffect, useState } from 'react';
import type { PayoutChild } from '../../../lib/child-payout-slot';
import { pixKeyText } from '@portal/app-kit/pix';
import { payoutsCopy as C } from '../copy';

/** The QR image's side in CSS pixels (a phone's camera reads it at arm's length). */
const QR_SIZE = 208;

/**
 * The BR Code as a PNG data URL, drawn by the `qrcode` library, which is fetched only here (the
 * Pix step of an open 'Pagar ao filho'), never on a first visit.
 */
async function qrImageOf(brCode: string): Promise<string> {
  const { toDataURL } = await import(/* webpackChunkName: "payout-qrcode" */ 'qrcode');
  // Quiet zone of 4 modules and level M, as banks' apps print Pix codes.
  return toDataURL(brCode, { errorCorrectionLevel: 'M', margin: 4, width: QR_SIZE * 2 });
}

type Copy = 'idle' | 'copied' | 'failed';

/**
 * 'Pagar via Pix' (issue 40): the static BR Code as a QR image and as 'Pix Copia e Cola' text
 * with 'Copiar' ('Copiado!'), who it pays, the sentence that the portal moves no money (the
 * parent pays in the bank's app), and 'Já paguei', which records the payout with the charge's
 * txid; `onPaid` answers the BFF's refusal, shown here, or null.
 */
export function PixChargePanel({
  child,
  charge,
  saving,
  onBack,
  onPaid,
}: {
  child: PayoutChild;
  charge: PixChargeResponse;
  saving: boolean;
  onBack: () => void;
  onPaid: () => Promise<string | null>;
}) {
  const [image, setImage] = useState<string | null>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const [copy, setCopy] = useState<Copy>('idle');
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(charge.amount);
  const ids = {
    heading: `payout-${child.id}-pix-heading`,
    code: `payout-${child.id}-pix-code`,
    note: `payout-${child.id}-pix-note`,
  };

  useEffect(() => {
    let live = true;
    qrImageOf(charge.brCode).then(
      (url) => live && setImage(url),
      () => live && setImageFailed(true),
    );
    return () => {
      live = false;
    };
  }, [charge.brCode]);

  // A new step: the reader and the keyboard land on its heading.
  useEffect(() => {
    document.getElementById(ids.heading)?.focus();
  }, [ids.heading]);

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(charge.brCode);
      setCopy('copied');
    } catch {
      setCopy('failed');
      const field = document.getElementById(ids.code) as HTMLTextAreaElement | null;
      field?.select();
    }
  }

  async function paid() {
    setError(null);
    const refusal = await onPaid();
    if (refusal) setError(refusal);
  }

  return (
    <section className="payout__pix" aria-labelledby={ids.heading}>
      <h3 className="payout__pix-title" id={ids.heading} tabIndex={-1}>
        {C.pixTitle(amount)}
      </h3>
      <p className="parent-muted">
        {C.recipient(charge.merchantName, charge.merchantCity)} ·{' '}
        {C.pixTo(pixKeyText(charge.pixKey))}
      </p>
      <div className="payout__qr">
        {image ? (
          <img
            src={image}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={C.qrAlt(amount, child.name)}
            className="payout__qr-image"
          />
        ) : imageFailed ? (
          <Alert tone="warning">{C.qrFailed}</Alert>
        ) : (
          <div role="status" className="payout__qr-placeholder">
            <VisuallyHidden>{C.qrLoading}</VisuallyHidden>
            <Skeleton width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />
          </div>
        )}
      </div>
      <div className="mesa-field">
        <label className="mesa-field__label" htmlFor={ids.code}>
          {C.copyPaste}
        </label>
        <div className="mesa-field__control">
          <textarea
            id={ids.code}
            className="mesa-field__input payout__code"
            readOnly
            rows={4}
            value={charge.brCode}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      </div>
      <div className="payout__copy">
        <Button variant="secondary" size="sm" onClick={() => void copyCode()}>
          {C.copy}
        </Button>
        <span role="status" className="payout__copy-status">
          {copy === 'copied' ? C.copied : copy === 'failed' ? C.copyFailed : ''}
        </span>
      </div>
      <Alert tone="info">
        <span id={ids.note}>{MSG.payout.notMovedHere}</span>
      </Alert>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="parent-actions">
        <Button variant="secondary" disabled={saving} onClick={onBack}>
          {C.back}
        </Button>
        <Button
          loading={saving}
          loadingText={C.confirming}
          aria-describedby={ids.note}
          onClick={() => void paid()}
        >
          {C.paid}
        </Button>
      </div>
    </section>
  );
}
