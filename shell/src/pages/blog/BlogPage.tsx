import { AppStoreBadges, LOCALES, PageBanner, identity, useLanguage } from '@mboa/shared';
import { useMemo, useRef, type MouseEvent } from 'react';
import { useSearchQuery } from '../../search/useSearchQuery';
import { ArticleCard } from './ArticleCard';
import { BlogSearch } from './BlogSearch';
import './blog.css';
import type { BlogContent } from './blog';
import { useAppStoreBadgeText } from '../../chrome/chromeText';
import { describeSearchResult, searchArticles } from './articleSearch';
import { fillTemplate } from '@mboa/shared';

const SEARCH_ID = 'blog-search';
const STAY_CONNECTED_ID = 'stay-connected';

/** /blog: the search field filters the articles as the visitor types, the query kept in ?q= to share or reload. */
export default function BlogPage({ content: blog }: { content: BlogContent }) {
  const locale = LOCALES[useLanguage()];
  const badgeText = useAppStoreBadgeText();
  const { articles } = blog;
  const [query, setQuery] = useSearchQuery();
  const matches = useMemo(() => searchArticles(articles, query), [articles, query]);
  const field = useRef<HTMLInputElement>(null);
  const focusSearch = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    field.current?.focus();
  };

  return (
    <>
      <PageBanner title={blog.banner.title} description={blog.banner.description}>
        <p className="blog-actions">
          <a className="button button--accent" href={`#${SEARCH_ID}`} onClick={focusSearch}>
            {blog.banner.search}
          </a>
          <a className="button button--on-dark" href={`#${STAY_CONNECTED_ID}`}>
            {blog.banner.stayConnected}
          </a>
        </p>
      </PageBanner>
      <section className="band" aria-labelledby="articles-heading">
        <div className="container">
          <h2 id="articles-heading">{blog.articlesHeading}</h2>
          <BlogSearch
            ref={field}
            id={SEARCH_ID}
            content={blog.search}
            query={query}
            result={describeSearchResult(query, matches.length, articles.length, blog.search.results, locale)}
            onQueryChange={setQuery}
            onClear={() => {
              setQuery('');
              field.current?.focus();
            }}
          />
          <ol className="article-list">
            {matches.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} text={blog.article} />
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section id={STAY_CONNECTED_ID} className="band section--tinted" aria-labelledby="stay-connected-heading">
        <div className="container">
          <h2 id="stay-connected-heading">{blog.stayConnected.heading}</h2>
          <p>{blog.stayConnected.text}</p>
          <ul className="social-list">
            {identity.social.map((link) => (
              <li key={link.network}>
                <a className="button button--secondary" href={link.href} rel="noopener">
                  {fillTemplate(
                    blog.stayConnected.socialLink,
                    { name: identity.shortName, network: link.network },
                    locale,
                  )}
                </a>
              </li>
            ))}
          </ul>
          <p>{blog.stayConnected.appText}</p>
          <AppStoreBadges text={badgeText} />
        </div>
      </section>
    </>
  );
}
