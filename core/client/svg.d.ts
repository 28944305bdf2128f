/** rspack emits images as files; the import is their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
