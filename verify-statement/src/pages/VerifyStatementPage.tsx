import { PageBanner } from '@mboa/shared';
import { useState } from 'react';
import { CheckOutcomeAlert } from '../components/CheckOutcomeAlert';
import { StatementQueryForm } from '../components/StatementQueryForm';
import { VerifiedStatement } from '../components/VerifiedStatement';
import { verifyStatementContent as content } from '../content/verifyStatement';
import { useStatementVerification } from '../lib/useStatementVerification';

export const meta = content.meta;

/** /verify-statement: anyone checks a statement against the records shipped with the page. */
export default function VerifyStatementPage() {
  const { state, edit, submit, verifyAnother } = useStatementVerification();
  const [verifiedBefore, setVerifiedBefore] = useState(false);

  return (
    <>
      <PageBanner title={content.banner.title} description={content.banner.description} />
      <section className="section container">
        {state.phase === 'verified' ? (
          <VerifiedStatement
            query={state.query}
            prefix={state.prefix}
            onVerifyAnother={() => {
              setVerifiedBefore(true);
              verifyAnother();
            }}
          />
        ) : (
          <>
            <h2>{content.formHeading}</h2>
            <noscript>
              <p className="notice">{content.needsJavaScript}</p>
            </noscript>
            <ul className="notice">
              {content.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            <StatementQueryForm
              query={state.query}
              problems={state.phase === 'editing' ? state.problems : {}}
              outcome={state.phase === 'editing' ? state.outcome : 'none'}
              checking={state.phase === 'checking'}
              focusFirstField={verifiedBefore}
              onEdit={edit}
              onSubmit={submit}
            />
            <CheckOutcomeAlert outcome={state.phase === 'editing' ? state.outcome : 'none'} query={state.query} />
          </>
        )}
      </section>
    </>
  );
}
