import { useEffect } from 'react';
import { pageTitle } from './copy';

/** Sets `<title>` for a shell page: "Página · Mesadinha", or the product name alone. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
