export * from './auth';
export * from './children';
export * from './errors';
export * from './fields';
export * from './health';
export * from './messages';
export * from './money';
export * from './tasks';
