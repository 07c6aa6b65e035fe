export * from './ticks.ts';
