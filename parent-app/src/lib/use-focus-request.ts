import { useCallback, useEffect, useState } from 'react';

/**
 * Moves keyboard focus to an element by id after the next render, once the element (a new
 * step's heading, a newly added card, a confirmation's first button) is in the DOM. Screen-reader
 * and keyboard users land where the change happened instead of at the top of the page. (A form's
 * first invalid field is focused by `@portal/app-kit/form`.)
 */
export function useFocusRequest(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  // A new object each call, so asking twice for the same id focuses it again.
  return useCallback((id: string) => setRequest({ id }), []);
}
