import { type DisplayEnvironment, displayCookie, readDisplayCookie } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

/** A phone's window and a desktop's, for a browser that has not told its own yet. */
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

const isLocale = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
};

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The first language the browser asks for (its own locale), when it is a well-formed tag. */
function localeOf(acceptLanguage: string | undefined): string | undefined {
  const first = acceptLanguage?.slice(0, 200).split(',')[0]?.split(';')[0]?.trim();
  return first && first !== '*' && first.length <= 35 && isLocale(first) ? first : undefined;
}

/**
 * The display a page's first screen is rendered for (packages/contracts first-screen): the window
 * and time zone the page wrote into its cookie on an earlier load, else a phone's or a desktop's
 * window by the browser's own word and UTC; the locale of Accept-Language; framed when the browser says the
 * page is loaded into a frame. Every value is checked before use: they come from the browser.
 */
export function displayEnvironmentOf(request: FastifyRequest): DisplayEnvironment {
  const told = readDisplayCookie(request.cookies[displayCookie]);
  const mobile =
    request.headers['sec-ch-ua-mobile'] === '?1' || /\bMobi/.test(request.headers['user-agent'] ?? '');
  const window = told ?? (mobile ? phone : desktop);
  const header = request.headers['accept-language'];
  return {
    locale: localeOf(typeof header === 'string' ? header : undefined),
    // Unknown until the page has told it: UTC then, for the server and the browser alike.
    timeZone: told?.timeZone && isTimeZone(told.timeZone) ? told.timeZone : 'UTC',
    viewWidth: Math.min(window.width, 10_000),
    viewHeight: Math.min(window.height, 10_000),
    inFrame: request.headers['sec-fetch-dest'] === 'iframe',
  };
}
