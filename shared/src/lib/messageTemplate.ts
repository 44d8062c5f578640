/**
 * A sentence of a content record with blanks the code fills in: `{name}` stands for a value,
 * e.g. "Testimonials {first} to {last} of {total}". The record says where each value goes in
 * its language; the code gives the values.
 */
export type MessageTemplate = string;

/** One text per plural category (`Intl.PluralRules`) that English and French use for a count. */
export interface PluralTexts {
  readonly one: MessageTemplate;
  readonly other: MessageTemplate;
}

/**
 * The template with each `{name}` replaced by its value: numbers written by `Intl` in `locale`
 * (LOCALES[language]), text as it is. A blank without a value is an error in the record.
 */
export function fillTemplate(template: MessageTemplate, values: Readonly<Record<string, string | number>>, locale: string): string {
  return template.replace(/\{(\w+)\}/g, (_blank, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}".`);
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/**
 * A number as `locale` writes it. A whole number below 1,000 is written by both of the site's
 * locales (en-CM, fr-CM) in plain digits, so it is written without a formatter: a page's first
 * Intl formatter loads its locale's data, about 15 ms of a laptop's time and 55 ms of a slow
 * phone's, which the testimonials' labels ("1 to 5 of 10") would otherwise spend in the middle of
 * hydrating the home page.
 */
function formatNumber(value: number, locale: string): string {
  return Number.isInteger(value) && Math.abs(value) < 1000 ? String(value) : numberFormatOf(locale).format(value);
}

/** The text for `count` in `locale`'s plural rules, its blanks filled (`{count}` is the count). */
export function pluralText(texts: PluralTexts, count: number, locale: string, values: Readonly<Record<string, string | number>> = {}): string {
  const category = pluralRulesOf(locale).select(count);
  return fillTemplate(category === 'one' ? texts.one : texts.other, { count, ...values }, locale);
}

// One of each per locale: making an Intl formatter costs far more than using one (a page's
// testimonials fill a dozen templates while hydrating, on a slow phone's CPU).
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
