import { displayCookie } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { displayEnvironmentOf } from './display-environment.ts';

const requestWith = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
  ({ headers, cookies }) as unknown as FastifyRequest;

describe('the display a first screen is drawn for', () => {
  it('takes the window and time zone the page told, and the first language asked for', () => {
    const environment = displayEnvironmentOf(
      requestWith(
        { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' },
        { [displayCookie]: '390x844@Europe/Zurich' },
      ),
    );
    expect(environment).toEqual({
      locale: 'de-CH',
      timeZone: 'Europe/Zurich',
      viewWidth: 390,
      viewHeight: 844,
      inFrame: false,
    });
  });

  it('guesses a phone or a desktop and reads times in UTC when the page has not told yet', () => {
    const phone = displayEnvironmentOf(
      requestWith({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari' }),
    );
    expect(phone).toMatchObject({ viewWidth: 390, viewHeight: 844, timeZone: 'UTC', locale: undefined });
    expect(
      displayEnvironmentOf(requestWith({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })),
    ).toMatchObject({
      viewWidth: 1440,
    });
  });

  it('ignores what does not read: a made-up zone, a bad cookie, a broken language tag', () => {
    const environment = displayEnvironmentOf(
      requestWith({ 'accept-language': 'x<script>,en' }, { [displayCookie]: '1440x900@Mars/Olympus_Mons' }),
    );
    expect(environment).toMatchObject({ timeZone: 'UTC', viewWidth: 1440, locale: undefined });
    const broken = displayEnvironmentOf(requestWith({}, { [displayCookie]: '99999999x1@' }));
    expect(broken.viewWidth).toBe(1440);
  });

  it('says framed when the browser loads the page into a frame', () => {
    expect(displayEnvironmentOf(requestWith({ 'sec-fetch-dest': 'iframe' })).inFrame).toBe(true);
  });
});
