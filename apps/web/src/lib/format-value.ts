import type { ValueType } from '@portal/contracts';

/** The browser's locale; tests and servers pass one. */
export const userLocale = (): string | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.language;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string | undefined): Intl.NumberFormat {
  const key = locale ?? '';
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string | undefined, withTime: boolean, utc: boolean): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${withTime}|${utc}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      ...(utc ? { timeZone: 'UTC' } : {}),
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
 */
export function formatValue(value: unknown, valueType: ValueType = 'text', locale = userLocale()): string {
  if (value === null || value === undefined || value === '') return '';
  if (valueType === 'number') {
    const number = toNumber(value);
    return number === null ? plainText(value) : numberFormat(locale).format(number);
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
