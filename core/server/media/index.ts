export * from './FileMediaStore';
export * from './imageIntake';
export type * from './ImageSearchProvider';
export * from './Media';
export * from './MediaConfig';
export * from './MediaLibrary';
export * from './MediaStore';
