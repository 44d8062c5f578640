import type { BlogArticle } from '../../content/blog';
import { formatIsoDate } from '../../lib/formatDate';

/** One article of the news page: its date, title and summary, and the full text behind a disclosure. */
export function ArticleCard({ article }: { article: BlogArticle }) {
  const headingId = `${article.id}-title`;
  return (
    <article id={article.id} className="article-card" aria-labelledby={headingId}>
      <p className="article-card__meta">
        <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
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
