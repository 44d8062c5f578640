import { formatIsoDate, LOCALES, useLanguage, useLocalisedHref } from '@mboa/shared';
import type { BlogArticle, BlogContent } from './blog';
import { fillTemplate } from '@mboa/shared';

interface ArticleCardProps {
  article: BlogArticle;
  /** What every card says: the categories' names and the disclosure's label. */
  text: BlogContent['article'];
}

/** One article of the news page: its date, title and summary, and the full text behind a disclosure. */
export function ArticleCard({ article, text }: ArticleCardProps) {
  const locale = LOCALES[useLanguage()];
  const href = useLocalisedHref();
  const headingId = `${article.id}-title`;
  return (
    <article id={article.id} className="article-card" aria-labelledby={headingId}>
      <p className="article-card__meta">
        <time dateTime={article.date}>{formatIsoDate(article.date, locale)}</time>{' '}
        <span className="article-card__category">{text.categories[article.kind]}</span>
      </p>
      <h3 id={headingId} className="article-card__title">
        {article.title}
      </h3>
      <p className="article-card__summary">{article.summary}</p>
      {article.related && (
        <p className="article-card__related">
          <a href={href(article.related.href)}>
            {article.related.text}
            <span aria-hidden="true"> →</span>
          </a>
        </p>
      )}
      <details className="article-card__more">
        <summary>
          {text.readMore}
          <span className="visually-hidden">
            {fillTemplate(text.readMoreContext, { title: article.title }, locale)}
          </span>
        </summary>
        {article.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </details>
    </article>
  );
}
