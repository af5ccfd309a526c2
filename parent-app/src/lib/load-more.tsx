import { Button, Spinner } from '@portal/design-system';
import { useEffect, useEffectEvent, useRef } from 'react';

/** What {@link LoadMore} needs of an RTK Query infinite query result. */
export interface LoadMoreQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

/** Props of {@link LoadMore}. */
export interface LoadMoreProps {
  query: LoadMoreQuery;
  /** How many items are shown: a new page re-arms the sentinel. */
  shown: number;
  /** The button's text ('Carregar mais', spec 001: lists load 20 at a time). */
  label: string;
  /** The spinner's text while the next page loads. */
  loadingLabel: string;
}

/**
 * The end of a paged list (spec 001: 20 at a time): an invisible sentinel that asks for the
 * next page when it scrolls into view (infinite scroll), a spinner while it loads, and a
 * 'Carregar mais' button for keyboards, screen readers and browsers without
 * IntersectionObserver. Renders nothing after the last page. Used by 'Gerenciar Tarefas' and
 * 'Fila de Aprovação'.
 */
export function LoadMore({ query, shown, label, loadingLabel }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetching, fetchNextPage } = query;
  const loadMore = useEffectEvent(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetching) void fetchNextPage();
  });
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, shown]);

  return (
    <>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage ? <Spinner label={loadingLabel} showLabel /> : null}
      {hasNextPage && !isFetchingNextPage ? (
        <Button variant="secondary" fullWidth onClick={() => void fetchNextPage()}>
          {label}
        </Button>
      ) : null}
    </>
  );
}
