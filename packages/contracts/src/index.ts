export * from './auth.ts';
export * from './constants.ts';
export * from './endpoints.ts';
export * from './messages.ts';
export * from './patterns.ts';
export * from './servers.ts';
