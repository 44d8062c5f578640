import {
  LOCALES,
  PageBanner,
  RELOAD_DOCUMENT_ATTRIBUTE,
  fillTemplate,
  needsApp,
  pluralText,
  useLanguage,
  useLocalisedHref,
  type Language,
} from '@mboa/shared';
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { excerptParts } from '../../search/excerptParts';
import { RESULTS_SHOWN, keepSearchForOffline, searchSite, type SiteSearchOutcome } from '../../search/siteSearch';
import { useSearchQuery } from '../../search/useSearchQuery';
import type { SearchContent } from './search';
import './search.css';
import { sectionNameOf, siteIndexGroups } from './siteIndex';
import { SiteIndexContext } from './siteIndexContext';

const FIELD_ID = 'site-search-query';

/** Waits for the visitor to stop typing before searching: each search is a task a slow phone feels. */
export const TYPING_PAUSE_MS = 200;

type SearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'searching'; readonly query: string }
  | { readonly status: 'done'; readonly query: string; readonly outcome: SiteSearchOutcome }
  | { readonly status: 'failed'; readonly query: string };

/** /search: the site's search, across every section's live release; below it, every page A to Z. */
export default function SearchPage({ content }: { content: SearchContent }) {
  const language = useLanguage();
  const href = useLocalisedHref();
  const [query, setQuery] = useSearchQuery();
  const [shown, setShown] = useState(RESULTS_SHOWN);
  const field = useRef<HTMLInputElement>(null);
  const tookOver = useRef(false);
  // What the visitor typed before the app took the page over is theirs: it is searched.
  useEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    const typed = field.current?.value ?? '';
    if (typed !== '' && typed !== query) setQuery(typed);
  });
  const state = useSiteSearch(language, query, shown);
  useEffect(() => {
    const leave = () => keepSearchForOffline();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <>
      <PageBanner title={content.heading} description={content.intro} />
      <section className="band" aria-labelledby="search-results-heading">
        <div className="container site-search-page">
          <form
            role="search"
            action={href('/search')}
            method="get"
            className="site-search-page__form"
            onSubmit={submit}
          >
            <label htmlFor={FIELD_ID}>{content.field.label}</label>
            <p className="field__hint" id={`${FIELD_ID}-hint`}>
              {content.field.hint}
            </p>
            <div className="site-search-page__row" {...needsApp}>
              <input
                ref={field}
                id={FIELD_ID}
                name="q"
                type="search"
                aria-describedby={`${FIELD_ID}-hint`}
                autoComplete="off"
                maxLength={80}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setShown(RESULTS_SHOWN);
                }}
              />
              <button type="submit" className="button">
                {content.field.submit}
              </button>
            </div>
          </form>
          <noscript>
            <p className="site-search-page__notice">{content.needsJavaScript}</p>
          </noscript>
          <h2 id="search-results-heading" className="visually-hidden">
            {content.resultsHeading}
          </h2>
          <SearchResults
            state={state}
            content={content}
            language={language}
            onMore={() => setShown((count) => count + RESULTS_SHOWN)}
          />
        </div>
      </section>
      <SiteIndexSection content={content} language={language} />
    </>
  );
}

/** Searches the query once typing pauses; an answer to an older query is dropped, an older answer kept meanwhile. */
function useSiteSearch(language: Language, query: string, shown: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const wanted = query.trim();
  useEffect(() => {
    if (!wanted) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((before) =>
      before.status === 'done' && before.query === wanted ? before : { status: 'searching', query: wanted },
    );
    const timer = setTimeout(() => {
      searchSite(language, wanted, shown).then(
        (outcome) => current && setState({ status: 'done', query: wanted, outcome }),
        () => current && setState({ status: 'failed', query: wanted }),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [language, wanted, shown]);
  return state;
}

function SearchResults({
  state,
  content,
  language,
  onMore,
}: {
  state: SearchState;
  content: SearchContent;
  language: Language;
  onMore: () => void;
}) {
  const locale = LOCALES[language];
  const outcome = state.status === 'done' ? state.outcome : undefined;
  return (
    <>
      <p className="site-search-page__status" role="status">
        {statusText(state, content, locale)}
      </p>
      {outcome && outcome.unsearchable.length > 0 && (
        <ul className="site-search-page__unsearchable">
          {outcome.unsearchable.map((owner) => (
            <li key={owner}>
              {fillTemplate(
                content.unsearchable,
                { section: sectionNameOf(owner, language, content.shellSection) },
                locale,
              )}
            </li>
          ))}
        </ul>
      )}
      {outcome && outcome.results.length > 0 && (
        <ol className="search-results">
          {outcome.results.map((result) => (
            <li key={result.url} className="search-result">
              <h3 className="search-result__title">
                <a href={result.url}>{result.title}</a>
              </h3>
              <p className="search-result__excerpt">
                {excerptParts(result.excerpt).map((part, index) =>
                  part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </p>
              <p className="search-result__section">
                {content.result.section} {sectionNameOf(result.owner, language, content.shellSection)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {outcome && outcome.total > outcome.results.length && (
        <button type="button" className="button button--secondary" onClick={onMore}>
          {content.more}
        </button>
      )}
    </>
  );
}

function statusText(state: SearchState, content: SearchContent, locale: string): string {
  const { status } = content;
  switch (state.status) {
    case 'idle':
      return '';
    case 'searching':
      return status.searching;
    case 'failed':
      return status.failed;
    case 'done': {
      const { total } = state.outcome;
      const offline = offlineSentence(state.outcome, content, locale);
      if (total === 0) return offline + fillTemplate(status.none, { query: state.query }, locale);
      const found = pluralText(status.matches, total, locale, { query: state.query });
      const shown = state.outcome.results.length;
      return (
        offline +
        (total > shown ? `${found} ${fillTemplate(status.moreMatches, { shown, count: total }, locale)}` : found)
      );
    }
  }
}

/** With no connection, what the search covers, before the rest of the status; nothing online. */
function offlineSentence({ offlinePages }: SiteSearchOutcome, content: SearchContent, locale: string): string {
  if (offlinePages === undefined) return '';
  if (offlinePages === 0) return `${content.offline.none} `;
  return `${pluralText(content.offline.some, offlinePages, locale)} `;
}

/** Every page A to Z, as the deploy listed them in this document; a search page opened in the app links to it. */
function SiteIndexSection({ content, language }: { content: SearchContent; language: Language }) {
  const pages = useContext(SiteIndexContext);
  const href = useLocalisedHref();
  const groups = siteIndexGroups(pages, language, content);
  return (
    <section className="band section--tinted" aria-labelledby="site-index-heading">
      <div className="container">
        <h2 id="site-index-heading">{content.index.heading}</h2>
        <div className="site-index">
          {groups.length === 0 ? (
            <p>
              <a href={href('/search')} {...{ [RELOAD_DOCUMENT_ATTRIBUTE]: '' }}>
                {content.index.browse}
              </a>
            </p>
          ) : (
            <>
              <p>{content.index.intro}</p>
              {groups.map((group) => (
                <section key={group.owner} className="site-index__group" aria-labelledby={`site-index-${group.owner}`}>
                  <h3 id={`site-index-${group.owner}`}>{group.name}</h3>
                  <ul>
                    {group.pages.map((page) => (
                      <li key={page.path}>
                        <a href={page.path}>{page.name}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
