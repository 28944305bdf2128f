export * from './defineServerPlugin';
export type { Database } from '../db/Database';
