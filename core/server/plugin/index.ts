export * from './defineServerPlugin';
export type * from './DemoTraffic';
export type { Database } from '../db/Database';
