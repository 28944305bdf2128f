export * from './CardBody';
export * from './CardProps';
export * from './GridHost';
export * from './ResourceBody';
export * from './useCardCsv';
export * from './useCardTitle';
