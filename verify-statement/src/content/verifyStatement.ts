import type { MessageTemplate, PageMeta, PluralTexts } from '@mboa/shared';
import type { StatementField } from '../lib/statementQuery';

export interface StatementFieldText {
  /** Fixed by the product contract in both languages. */
  readonly label: string;
  readonly hint: string;
}

export interface FieldProblemTexts {
  readonly required: string;
  /** Blank: `{maxLength}`. */
  readonly 'too-long': MessageTemplate;
  readonly 'digits-only'?: string;
}

/**
 * Everything the page says; some wording is fixed by the product contract (shared/glossary.md,
 * "Fixed wording"). The download path, its prefix and the cookie are data, in no record.
 */
export interface VerifyStatementContent {
  readonly meta: PageMeta;
  readonly banner: { readonly title: string; readonly description: string };
  readonly formHeading: string;
  readonly needsJavaScript: string;
  readonly notes: readonly string[];
  readonly fields: Readonly<Record<StatementField, StatementFieldText>>;
  readonly problems: Readonly<Record<StatementField, FieldProblemTexts>>;
  /** Blank: `{maxLength}`. */
  readonly pasteCut: MessageTemplate;
  readonly verifyButton: string;
  readonly waitingButton: string;
  readonly waitingAnnouncement: string;
  readonly failure: string;
  /** Blank: `{fields}`, the labels of the fields whose values start or end with spaces. */
  readonly outerSpacesHint: PluralTexts;
  /** No Web Crypto: plain http from another host. */
  readonly insecureContext: string;
  readonly checkError: string;
  /** Says why the check needs a connection: the records saved with the page may be out of date. */
  readonly offline: string;
  readonly savedCopy: string;
  readonly verified: {
    readonly heading: string;
    readonly summary: string;
    readonly caption: string;
    readonly columns: { readonly status: string; readonly accountNumber: string; readonly statement: string };
    readonly status: string;
    readonly download: string;
    /** For screen readers only. */
    readonly downloadDetail: string;
    readonly verifyAnother: string;
  };
}
