import { useCallback, useEffect, useState } from 'react';

/**
 * Moves keyboard focus to an element by id after the next render, once the element (an error
 * message's field, a new step's heading, a newly added card) is in the DOM. Screen-reader and
 * keyboard users land where the change happened instead of at the top of the page.
 */
export function useFocusRequest(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  // A new object each call, so asking twice for the same id focuses it again.
  return useCallback((id: string) => setRequest({ id }), []);
}
