export type * from './AuditInformation';
export type * from './EntityFields';
export * from './StaleUpdateBody';
export * from './entityVersion';
export * from './toggleStateSchema';
export * from './campaignFields';
export * from './reviewSchemas';
