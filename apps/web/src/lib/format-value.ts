import type { ValueType } from '@portal/contracts';
import { renderedEnvironment } from './render-environment';

let browserLocale: { value: string | undefined } | undefined;

/**
 * The browser's locale, read once (a table formats thousands of cells); tests pass one. A page the
 * server rendered keeps the locale it was rendered with (lib/render-environment), so the browser's
 * render reads as the HTML did.
 */
export const userLocale = (): string | undefined => {
  const rendered = renderedEnvironment();
  if (rendered) return rendered.locale;
  browserLocale ??= { value: typeof navigator === 'undefined' ? undefined : navigator.language };
  return browserLocale.value;
};

const numberFormats = new Map<string, Intl.NumberFormat>();
/** Fewer significant digits than a double holds: what lies beyond is binary noise (0.1 + 0.2). */
const significantDigits = 12;
/** The most decimals a column shows, unless its numbers are all small fractions. */
const maxDecimals = 4;
/** Never more decimals than this, however small the numbers. */
const maxSmallDecimals = 10;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string | undefined, decimals: number): Intl.NumberFormat {
  const key = `${locale ?? ''}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** The decimals a number needs once rounded to 12 significant digits: 0.1 + 0.2 needs 1, 370370367.36899996 needs 3. */
function decimalsNeeded(number: number): number {
  const [digits, exponent] = Number(number.toPrecision(significantDigits)).toExponential().split('e');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * How many decimals a column of numbers shows, so its numbers line up and read alike (3,344.80 beside
 * 1,830.78): as many as its most precise value needs, without binary noise, at most 4. A column of small
 * fractions only (all below 1) keeps two significant digits of its largest value, at most 10 decimals.
 * Values that are not numbers are left out; undefined when there is no number.
 */
export function columnDecimals(values: Iterable<unknown>): number | undefined {
  let needed: number | undefined;
  let largest = 0;
  for (const value of values) {
    const number = toNumber(value);
    if (number === null) continue;
    needed = Math.max(needed ?? 0, decimalsNeeded(number));
    largest = Math.max(largest, Math.abs(number));
  }
  if (needed === undefined) return undefined;
  const smallCap = largest > 0 && largest < 1 ? 1 - Math.floor(Math.log10(largest)) : 0;
  return Math.min(needed, Math.min(maxSmallDecimals, Math.max(maxDecimals, smallCap)));
}

function dateFormat(locale: string | undefined, withTime: boolean, utc: boolean): Intl.DateTimeFormat {
  // A page the server rendered shows times in the zone it was rendered for, the browser's own.
  const timeZone = utc ? 'UTC' : renderedEnvironment()?.timeZone;
  const key = `${locale ?? ''}|${withTime}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A plain calendar date ('2024-03-05') names a day, not an instant: it is shown as that day everywhere. */
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
/** A number as text: digits with an optional sign, decimal point and exponent, nothing else. */
const numberText = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && numberText.test(value.trim())) return Number(value.trim());
  return null;
}

function toDate(value: unknown): { date: Date; calendar: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, calendar: false };
  if (typeof value === 'number') return { date: new Date(value), calendar: false };
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : { date, calendar: calendarDate.test(text) };
}

/** Any value as text: objects as JSON, nothing as ''. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A value as the user reads it, by its value type and the user's locale: numbers with thousands
 * separators, dates without or with the time. A value that is not of its type is shown as it came.
 * A number shows `decimals` decimals when given (a column's, from `columnDecimals`), else those it
 * needs itself by the same rule: never binary noise.
 */
export function formatValue(
  value: unknown,
  valueType: ValueType = 'text',
  locale = userLocale(),
  decimals?: number,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (valueType === 'number') {
    const number = toNumber(value);
    if (number === null) return plainText(value);
    return numberFormat(locale, decimals ?? columnDecimals([number]) ?? 0).format(number);
  }
  if (valueType === 'datenotime' || valueType === 'datewithtime') {
    const parsed = toDate(value);
    if (!parsed) return plainText(value);
    const withTime = valueType === 'datewithtime' && !parsed.calendar;
    // A calendar date or a date-only display reads the day in UTC, so no time zone moves it a day.
    return dateFormat(locale, withTime, parsed.calendar || valueType === 'datenotime').format(parsed.date);
  }
  return plainText(value);
}
