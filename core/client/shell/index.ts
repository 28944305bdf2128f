export * from './SnackbarStore';
