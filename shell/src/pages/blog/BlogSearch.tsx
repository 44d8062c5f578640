import { needsApp } from '@mboa/shared';
import type { ChangeEvent, Ref } from 'react';
import type { BlogContent } from './blog';

interface BlogSearchProps {
  id: string;
  content: Pick<BlogContent['search'], 'label' | 'hint' | 'clear' | 'needsJavaScript'>;
  query: string;
  result: string;
  onQueryChange: (query: string) => void;
  /** Empties the field (the page puts focus back in it: the button disappears). */
  onClear: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** The search field of the news page and the sentence that says what it found (a live region). */
export function BlogSearch({ id, content, query, result, onQueryChange, onClear, ref }: BlogSearchProps) {
  return (
    <div {...needsApp} className="blog-search" role="search">
      <div className="field">
        <label htmlFor={id}>{content.label}</label>
        <p className="field__hint" id={`${id}-hint`}>
          {content.hint}
        </p>
        <div className="blog-search__row">
          <input
            ref={ref}
            id={id}
            type="search"
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            maxLength={80}
            value={query}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onQueryChange(event.target.value)}
          />
          {query !== '' && (
            <button type="button" className="button button--secondary" onClick={onClear}>
              {content.clear}
            </button>
          )}
        </div>
      </div>
      <noscript>
        <p className="field__hint">{content.needsJavaScript}</p>
      </noscript>
      <p className="blog-search__result" role="status">
        {result}
      </p>
    </div>
  );
}
