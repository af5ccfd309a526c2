import { lazyScreen } from '@portal/app-kit';
import { PIX_KEY_TYPE_LABELS, pixCopy, pixKeyText } from '@portal/app-kit/pix';
import { Alert, Button, Card, Skeleton, VisuallyHidden } from '@portal/design-system';
import { useEffect, useRef, useState } from 'react';
import { useGetOwnPixKeyQuery } from '../api/money-api';
import { profileCopy } from './copy';

const text = profileCopy.pixKey;
const OPEN_ID = 'child-profile-pix-open';

// The form (the contracts' Pix key schema) loads when the child opens it.
const OwnPixKeyForm = lazyScreen(() => import('./pix-key-form').then((m) => m.OwnPixKeyForm));

/**
 * 'Chave Pix' in the profile's 'Configurações' of a child of 13 or more (issue 40; the screen
 * does not render it for a younger child, and the BFF refuses one): the stored key, or none, and
 * the kit's form to set it (`PUT /api/child/pix-key`). Removing it is the parent's.
 */
export function PixKeyCard({ childId }: { childId: string }) {
  const query = useGetOwnPixKeyQuery(childId);
  const [editing, setEditing] = useState(false);
  const returnFocus = useRef(false);
  const preload = () => void OwnPixKeyForm.preload();

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      document.getElementById(OPEN_ID)?.focus();
    }
  }, [editing]);

  let body;
  if (!query.data) {
    body = query.isError ? (
      <Alert
        tone="danger"
        action={
          <Button variant="primary" onClick={() => void query.refetch()}>
            {profileCopy.retry}
          </Button>
        }
      >
        {pixCopy.loadFailed}
      </Alert>
    ) : (
      <div role="status">
        <VisuallyHidden>{pixCopy.loading}</VisuallyHidden>
        <Skeleton lines={2} />
      </div>
    );
  } else if (editing) {
    body = (
      <OwnPixKeyForm
        childId={childId}
        pixKey={query.data.pixKey}
        onDone={() => {
          returnFocus.current = true;
          setEditing(false);
        }}
      />
    );
  } else {
    const { pixKey } = query.data;
    body = (
      <>
        <p>
          <strong>
            {pixKey
              ? pixCopy.stored(PIX_KEY_TYPE_LABELS[pixKey.type], pixKeyText(pixKey))
              : pixCopy.empty}
          </strong>
        </p>
        <p className="child-profile__muted">{text.note}</p>
        <Button
          id={OPEN_ID}
          variant="secondary"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setEditing(true)}
        >
          {pixKey ? text.change : text.setUp}
        </Button>
      </>
    );
  }
  return (
    <Card as="section" title={pixCopy.title} titleAs="h3" className="child-profile__pix">
      {body}
    </Card>
  );
}
