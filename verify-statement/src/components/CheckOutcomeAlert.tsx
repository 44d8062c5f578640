import { useLanguage } from '@mboa/shared';
import type { VerifyStatementContent } from '../content/verifyStatement';
import { outerSpacesMessage } from '../lib/messages';
import { fieldsWithOuterSpaces, type StatementQuery } from '../lib/statementQuery';
import type { CheckOutcome } from '../lib/verification';

/** The live region stays in the page so that screen readers announce the message when it appears. */
export function CheckOutcomeAlert({
  content,
  outcome,
  query,
}: {
  content: VerifyStatementContent;
  outcome: CheckOutcome;
  query: StatementQuery;
}) {
  const language = useLanguage();
  const spaced = fieldsWithOuterSpaces(query);
  return (
    <div role="alert">
      {outcome === 'no-match' && (
        <div className="alert-danger">
          <p>
            <span className="status-mark status-mark--failure" aria-hidden="true">
              ✗
            </span>{' '}
            {content.failure}
          </p>
          {spaced.length > 0 && <p>{outerSpacesMessage(content, language, spaced)}</p>}
        </div>
      )}
      {outcome === 'insecure-context' && <p className="alert-danger">{content.insecureContext}</p>}
      {outcome === 'error' && <p className="alert-danger">{content.checkError}</p>}
      {outcome === 'offline' && <p className="alert-danger">{content.offline}</p>}
      {outcome === 'saved-copy' && <p className="alert-danger">{content.savedCopy}</p>}
    </div>
  );
}
