import { LOCALES, fillTemplate, pluralText, type Language, type MessageTemplate } from '@mboa/shared';
import type { VerifyStatementContent } from '../content/verifyStatement';
import { STATEMENT_FIELD_MAX_LENGTH } from '../content/statementFieldLimits.mjs';
import type { FieldProblem, StatementField } from './statementQuery';

/** For the records test: a translation keeps every blank. */
export function blanksOf(template: MessageTemplate): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

export function fieldProblemMessage(
  content: VerifyStatementContent,
  language: Language,
  field: StatementField,
  problem: FieldProblem,
): string {
  const texts = content.problems[field];
  const template = texts[problem] ?? texts.required;
  return fillTemplate(template, { maxLength: STATEMENT_FIELD_MAX_LENGTH[field] }, LOCALES[language]);
}

export function pasteCutMessage(content: VerifyStatementContent, language: Language, field: StatementField): string {
  return fillTemplate(content.pasteCut, { maxLength: STATEMENT_FIELD_MAX_LENGTH[field] }, LOCALES[language]);
}

export function outerSpacesMessage(
  content: VerifyStatementContent,
  language: Language,
  fields: readonly StatementField[],
): string {
  const locale = LOCALES[language];
  const labels = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    fields.map((field) => content.fields[field].label),
  );
  return pluralText(content.outerSpacesHint, fields.length, locale, { fields: labels });
}
