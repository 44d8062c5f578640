import { LOCALES, fillTemplate, pluralText, type Language, type MessageTemplate } from '@mboa/shared';
import type { VerifyStatementContent } from '../content/verifyStatement';
import { STATEMENT_FIELD_MAX_LENGTH } from '../content/statementFieldLimits.mjs';
import type { FieldProblem, StatementField } from './statementQuery';

/** The blanks a template has (`{maxLength}` → maxLength), for the records test: a translation keeps them all. */
export function blanksOf(template: MessageTemplate): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}


/** What is wrong with a field's value, under it, in the record's language. */
export function fieldProblemMessage(content: VerifyStatementContent, language: Language, field: StatementField, problem: FieldProblem): string {
  const texts = content.problems[field];
  const template = texts[problem] ?? texts.required;
  return fillTemplate(template, { maxLength: STATEMENT_FIELD_MAX_LENGTH[field] }, LOCALES[language]);
}

/** Under a field whose pasted value the browser cut to fit its maxlength. */
export function pasteCutMessage(content: VerifyStatementContent, language: Language, field: StatementField): string {
  return fillTemplate(content.pasteCut, { maxLength: STATEMENT_FIELD_MAX_LENGTH[field] }, LOCALES[language]);
}

/** With the failure: the fields whose values start or end with spaces, named by their labels as a list. */
export function outerSpacesMessage(content: VerifyStatementContent, language: Language, fields: readonly StatementField[]): string {
  const locale = LOCALES[language];
  const labels = new Intl.ListFormat(locale, { type: 'conjunction' }).format(fields.map((field) => content.fields[field].label));
  return pluralText(content.outerSpacesHint, fields.length, locale, { fields: labels });
}
