/** How long an endpoint's answers are cached when its settings do not say (SPEC.md's 5 minutes). */
export const defaultCacheSeconds = 300;
/** The longest an answer may be cached: one day. */
export const maxCacheSeconds = 86_400;

/** The choices of the endpoint editor's 'Cache answers for' (0: never cached). */
export const cacheSecondsChoices = [
  { seconds: 0, label: 'Off' },
  { seconds: 60, label: '1 minute' },
  { seconds: 300, label: '5 minutes' },
  { seconds: 900, label: '15 minutes' },
  { seconds: 3_600, label: '1 hour' },
  { seconds: 86_400, label: '1 day' },
] as const;
