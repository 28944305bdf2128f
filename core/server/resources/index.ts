export * from './defineResource';
