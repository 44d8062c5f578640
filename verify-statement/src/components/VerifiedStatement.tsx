import { useEffect, useRef } from 'react';
import type { VerifyStatementContent } from '../content/verifyStatement';
import { statementDownloadPath, statementFileName } from '../lib/statementDownload';
import type { StatementQuery } from '../lib/statementQuery';

interface VerifiedStatementProps {
  text: VerifyStatementContent['verified'];
  query: StatementQuery;
  prefix: string;
  onVerifyAnother: () => void;
}

/** The download link and the file's name are the statement's, the same in every language. */
export function VerifiedStatement({ text: v, query, prefix, onVerifyAnother }: VerifiedStatementProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const href = statementDownloadPath(prefix, query);

  // The form the visitor was in has gone: tell them where they are now.
  useEffect(() => heading.current?.focus(), []);

  return (
    <>
      <p className="status-mark status-mark--success" aria-hidden="true">
        ✓
      </p>
      <h2 ref={heading} tabIndex={-1}>
        {v.heading}
      </h2>
      <p>{v.summary}</p>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">{v.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{v.columns.status}</th>
              <th scope="col">{v.columns.accountNumber}</th>
              <th scope="col">{v.columns.statement}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{v.status}</td>
              <td>{query.accountNumber}</td>
              <td>
                <a href={href} download={statementFileName(prefix, query)} target="_blank" rel="noopener">
                  {v.download}
                  <span className="visually-hidden">{v.downloadDetail}</span>
                </a>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <button className="button button--secondary" type="button" onClick={onVerifyAnother}>
        {v.verifyAnother}
      </button>
    </>
  );
}
