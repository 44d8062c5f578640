import { useHydrated } from '@mboa/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** Marks the address changes the search field makes itself. */
const FROM_SEARCH_FIELD = { fromSearchField: true };

/**
 * A search field's query, kept in ?q= (replaced, not pushed). The field's own state, written to ?q=: read back from
 * the address, which the router updates in a transition, it would drop letters typed fast. ?q= is read on opening
 * (after hydration, as the server's HTML has no query) and when something other than the field changes it.
 */
export function useSearchQuery(): [string, (query: string) => void] {
  const [, setParams] = useSearchParams();
  const location = useLocation();
  const hydrated = useHydrated();
  const [query, setQueryState] = useState(() =>
    hydrated ? (new URLSearchParams(location.search).get('q') ?? '') : '',
  );

  // The first run always reads it: a reload keeps the history entry's state, the field's mark too.
  const opened = useRef(false);
  useEffect(() => {
    const opening = !opened.current;
    opened.current = true;
    if (!opening && (location.state as typeof FROM_SEARCH_FIELD | null)?.fromSearchField) return;
    setQueryState(new URLSearchParams(location.search).get('q') ?? '');
  }, [location]);

  const setQuery = (next: string) => {
    setQueryState(next);
    // Replace, not push: each keystroke would otherwise be a step of the Back button.
    setParams(next ? { q: next } : {}, { replace: true, state: FROM_SEARCH_FIELD });
  };
  return [query, setQuery];
}
