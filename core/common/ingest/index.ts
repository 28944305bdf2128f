export * from './hitField';
export * from './hitSchema';
