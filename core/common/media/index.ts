export * from './imageSearch';
export * from './mediaUrl';
