import { Button, EmptyState, PageLayout, ThemeProvider } from '@portal/design-system';
import { ageGroupFromAge } from '@portal/domain/age-group';
import { useEffect, useRef, useState } from 'react';
import { copy, PRODUCT_NAME } from '../copy';
import { useDocumentTitle } from '../use-document-title';
import { useSignOut } from '../use-sign-out';

export interface ChildNoAccessPageProps {
  /** The signed-in child's age (GET /api/me), for its age theme; kids when unknown. */
  childAge: number | null;
}

/**
 * What a signed-in child sees on a gated path when the family has no premium access (ADR 034):
 * not the parent's settings (a child cannot subscribe) but a friendly page, in the child's age
 * theme, that asks for a guardian, and 'Sair' (the shell's sign-out, so another person can sign
 * in on this device). While signing out the button reads 'Saindo...' and is disabled.
 */
export function ChildNoAccessPage({ childAge }: ChildNoAccessPageProps) {
  useDocumentTitle(copy.subscription.childNoAccessTitle);
  const signOut = useSignOut();
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function handleSignOut() {
    setPending(true);
    try {
      await signOut('child');
    } finally {
      if (mounted.current) setPending(false);
    }
  }

  return (
    <ThemeProvider
      theme={childAge === null ? 'kids' : ageGroupFromAge(childAge)}
      className="shell-root"
    >
      <div data-owner="shell" data-subscription-gate="child">
        <PageLayout title={PRODUCT_NAME}>
          <EmptyState
            icon="🔒"
            title={copy.subscription.childNoAccessTitle}
            description={copy.subscription.childNoAccessBody}
            action={
              <Button
                variant="secondary"
                loading={pending}
                loadingText={copy.subscription.signingOut}
                onClick={() => void handleSignOut()}
              >
                {copy.subscription.signOut}
              </Button>
            }
          />
        </PageLayout>
      </div>
    </ThemeProvider>
  );
}
