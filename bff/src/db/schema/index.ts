/**
 * The whole database schema (one file per area). drizzle-kit reads this module to generate
 * migrations into ../migrations; queries import tables from here.
 */
export * from './allowances';
export * from './auth';
export * from './children';
export * from './families';
export * from './goals';
export * from './ledger';
export * from './notifications';
export * from './pauses';
export * from './pix-keys';
export * from './push';
export * from './submissions';
export * from './system';
export * from './tasks';
