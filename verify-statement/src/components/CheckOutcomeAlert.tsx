import { verifyStatementContent as content } from '../content/verifyStatement';
import { fieldsWithOuterSpaces, type StatementQuery } from '../lib/statementQuery';
import type { CheckOutcome } from '../lib/verification';

/**
 * The danger alert under the form. The live region stays in the page so that
 * screen readers announce the message when it appears.
 */
export function CheckOutcomeAlert({ outcome, query }: { outcome: CheckOutcome; query: StatementQuery }) {
  const spaced = fieldsWithOuterSpaces(query).map((field) => content.fields[field].label);
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
          {spaced.length > 0 && <p>{content.outerSpacesHint(spaced)}</p>}
        </div>
      )}
      {outcome === 'insecure-context' && <p className="alert-danger">{content.insecureContext}</p>}
      {outcome === 'error' && <p className="alert-danger">{content.checkError}</p>}
    </div>
  );
}
