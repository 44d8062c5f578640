import type { BlogArticle } from '../../content/blog';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11-09" → "9 November 2026": the same on every device, whatever its language or zone. */
export function formatArticleDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** One article of the news page: its date, title and summary, and the full text behind a disclosure. */
export function ArticleCard({ article }: { article: BlogArticle }) {
  const headingId = `${article.id}-title`;
  return (
    <article id={article.id} className="article-card" aria-labelledby={headingId}>
      <p className="article-card__meta">
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
        <span className="article-card__category">{article.category}</span>
      </p>
      <h3 id={headingId} className="article-card__title">
        {article.title}
      </h3>
      <p className="article-card__summary">{article.summary}</p>
      {article.related && (
        <p className="article-card__related">
          <a href={article.related.href}>
            {article.related.text}
            <span aria-hidden="true"> →</span>
          </a>
        </p>
      )}
      <details className="article-card__more">
        <summary>
          Read the article<span className="visually-hidden">: {article.title}</span>
        </summary>
        {article.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </details>
    </article>
  );
}
