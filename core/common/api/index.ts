export * from './User';
export * from './apiReply';
export * from './authPaths';
