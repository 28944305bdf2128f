export * from './defineServerPlugin';
export * from './ServerContracts';
export type * from './DemoTraffic';
export type { Database } from '../db/Database';
export * from './isoDay';
