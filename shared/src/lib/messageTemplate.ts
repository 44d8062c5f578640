/** A record's sentence with blanks the code fills in: "Testimonials {first} to {last} of {total}". */
export type MessageTemplate = string;

/** The plural categories English and French use. */
export interface PluralTexts {
  readonly one: MessageTemplate;
  readonly other: MessageTemplate;
}

/** Numbers written by `Intl` in `locale`; a blank without a value is an error in the record. */
export function fillTemplate(
  template: MessageTemplate,
  values: Readonly<Record<string, string | number>>,
  locale: string,
): string {
  return template.replace(/\{(\w+)\}/g, (_blank, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}".`);
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/** Both locales write a whole number below 1,000 in plain digits: no formatter, whose first use
 * costs a slow phone about 55 ms mid-hydration (docs/decisions/hydration-costs.md). */
function formatNumber(value: number, locale: string): string {
  return Number.isInteger(value) && Math.abs(value) < 1000 ? String(value) : numberFormatOf(locale).format(value);
}

export function pluralText(
  texts: PluralTexts,
  count: number,
  locale: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const category = pluralRulesOf(locale).select(count);
  return fillTemplate(category === 'one' ? texts.one : texts.other, { count, ...values }, locale);
}

// One of each per locale: making an Intl formatter costs far more than using one.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormatOf(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}
