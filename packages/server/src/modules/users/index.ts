export * from './sessions.ts';
export * from './tables.ts';
