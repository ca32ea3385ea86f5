export * from './auth.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './patterns.ts';
