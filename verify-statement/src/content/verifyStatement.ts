import type { MessageTemplate, PageMeta, PluralTexts } from '@mboa/shared';
import type { StatementField } from '../lib/statementQuery';

/** What the page says about one field of the form. */
export interface StatementFieldText {
  /** The label; the product contract fixes it in both languages. */
  readonly label: string;
  /** Under the label, read with the field. */
  readonly hint: string;
}

/**
 * What is wrong with a field's value, under the field. `too-long` has the blank `{maxLength}`
 * (the field's limit, statementFieldLimits.mjs).
 */
export interface FieldProblemTexts {
  readonly required: string;
  readonly 'too-long': MessageTemplate;
  /** The account number only. */
  readonly 'digits-only'?: string;
}

/**
 * The Verify Statement page's record (/verify-statement), one per language: everything the page
 * says. Some of its wording is fixed by the product contract (docs/product-contract.md), in
 * both languages (shared/glossary.md, "Fixed wording"). The statement's download path, the
 * `Verified Statement` prefix inside it and the cookie are data: they are in no record.
 */
export interface VerifyStatementContent {
  readonly meta: PageMeta;
  readonly banner: { readonly title: string; readonly description: string };
  readonly formHeading: string;
  /** Shown where scripts do not run: the check runs in the page's script, nowhere else. */
  readonly needsJavaScript: string;
  readonly notes: readonly string[];
  readonly fields: Readonly<Record<StatementField, StatementFieldText>>;
  readonly problems: Readonly<Record<StatementField, FieldProblemTexts>>;
  /**
   * Under a field whose pasted value the browser cut to its maxlength (it does so silently).
   * Blank: `{maxLength}`.
   */
  readonly pasteCut: MessageTemplate;
  readonly verifyButton: string;
  /** The button's text during the wait and the check. */
  readonly waitingButton: string;
  /** Announced by screen readers when the wait starts. */
  readonly waitingAnnouncement: string;
  /** No statement matches: under the form, in a danger alert. */
  readonly failure: string;
  /**
   * With the failure, when values start or end with spaces. Blank: `{fields}`, the fields'
   * labels as a list; by the number of fields.
   */
  readonly outerSpacesHint: PluralTexts;
  /** The browser has no Web Crypto (plain http from another host). */
  readonly insecureContext: string;
  /** The check itself went wrong. */
  readonly checkError: string;
  /**
   * Verify was pressed while the browser was offline, so nothing was checked: in the failure's
   * place. Says why the check needs a connection (the records saved with the page may be out of date).
   */
  readonly offline: string;
  /** Verify was pressed on a copy of the page saved for offline reading: nothing was checked, in the failure's place. */
  readonly savedCopy: string;
  readonly verified: {
    readonly heading: string;
    readonly summary: string;
    /** The result table's caption, for screen readers. */
    readonly caption: string;
    readonly columns: { readonly status: string; readonly accountNumber: string; readonly statement: string };
    readonly status: string;
    /** The download link's visible text. */
    readonly download: string;
    /** Read after it by screen readers only: what the link gives. */
    readonly downloadDetail: string;
    readonly verifyAnother: string;
  };
}
