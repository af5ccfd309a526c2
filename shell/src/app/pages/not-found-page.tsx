import { EmptyState, PageLayout } from '@portal/design-system';
import { Link } from '@portal/router';
import { copy } from '../copy';
import { useDocumentTitle } from '../use-document-title';

/** Any path no part of the portal owns. */
export function NotFoundPage() {
  useDocumentTitle(copy.notFound.title);
  return (
    <div data-owner="shell">
      <PageLayout title={copy.notFound.title}>
        <EmptyState
          icon="🧭"
          title={copy.notFound.lost}
          description={copy.notFound.body}
          action={<Link to="/">{copy.notFound.home}</Link>}
        />
      </PageLayout>
    </div>
  );
}
