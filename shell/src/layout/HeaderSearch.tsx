import { useLanguage, useLocalisedHref, type Language } from '@mboa/shared';
import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useChromeText } from '../chrome/chromeText';

/**
 * The header's search form: a plain GET form to /search that works with no script, behind a native disclosure on a
 * phone. Opening or focusing it is the moment the search's files start to load, never before.
 */
export function HeaderSearch() {
  const text = useChromeText().header.search;
  const language = useLanguage();
  const href = useLocalisedHref();
  const navigate = useNavigate();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const field = useRef<HTMLInputElement>(null);

  // The visitor may have opened or focused it before the app started: their act started it.
  useEffect(() => {
    const opener = disclosure.current?.querySelector('summary');
    if (disclosure.current?.open && document.activeElement === opener) field.current?.focus();
    if (disclosure.current?.open || document.activeElement === field.current) prepareSearch(language);
  }, [language]);

  const opened = () => {
    if (!disclosure.current?.open) return;
    prepareSearch(language);
    field.current?.focus();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = field.current?.value.trim() ?? '';
    if (disclosure.current) disclosure.current.open = false;
    void navigate(`${href('/search')}${query ? `?${new URLSearchParams({ q: query }).toString()}` : ''}`);
  };

  return (
    <details ref={disclosure} className="header-search" onToggle={opened} suppressHydrationWarning>
      <summary className="header-search__toggle">
        <SearchIcon />
        {text.toggle}
      </summary>
      <form role="search" aria-label={text.label} action={href('/search')} method="get" onSubmit={submit}>
        <label htmlFor="header-search-query" className="visually-hidden">
          {text.label}
        </label>
        <input
          ref={field}
          id="header-search-query"
          name="q"
          type="search"
          autoComplete="off"
          maxLength={80}
          placeholder={text.label}
          onFocus={() => prepareSearch(language)}
        />
        <button type="submit" className="header-search__submit">
          <SearchIcon />
          <span className="visually-hidden">{text.submit}</span>
        </button>
      </form>
    </details>
  );
}

function prepareSearch(language: Language): void {
  import('../search/siteSearch').then(
    (search) => search.prepareSiteSearch(language).catch(() => undefined),
    () => undefined,
  );
}

function SearchIcon() {
  return (
    <svg className="header-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
