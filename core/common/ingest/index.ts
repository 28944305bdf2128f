export * from './hitField';
export * from './hitSchema';
export * from './trackerDirective';
