import { PageBanner } from '@mboa/shared';
import { useState } from 'react';
import { CheckOutcomeAlert } from '../components/CheckOutcomeAlert';
import { StatementQueryForm } from '../components/StatementQueryForm';
import { VerifiedStatement } from '../components/VerifiedStatement';
import type { VerifyStatementContent } from '../content/verifyStatement';
import { useStatementVerification, type ConnectionCheck, type SavedCopyCheck } from '../lib/useStatementVerification';

export default function VerifyStatementPage({
  content,
  isOnline,
  isSavedCopy,
}: {
  content: VerifyStatementContent;
  isOnline?: ConnectionCheck;
  isSavedCopy?: SavedCopyCheck;
}) {
  const { state, edit, submit, verifyAnother } = useStatementVerification(isOnline, isSavedCopy);
  const [verifiedBefore, setVerifiedBefore] = useState(false);

  return (
    <>
      <PageBanner title={content.banner.title} description={content.banner.description} />
      <section className="section container">
        {state.phase === 'verified' ? (
          <VerifiedStatement
            text={content.verified}
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
              content={content}
              query={state.query}
              problems={state.phase === 'editing' ? state.problems : {}}
              outcome={state.phase === 'editing' ? state.outcome : 'none'}
              checking={state.phase === 'checking'}
              focusFirstField={verifiedBefore}
              onEdit={edit}
              onSubmit={submit}
            />
            <CheckOutcomeAlert
              content={content}
              outcome={state.phase === 'editing' ? state.outcome : 'none'}
              query={state.query}
            />
          </>
        )}
      </section>
    </>
  );
}
