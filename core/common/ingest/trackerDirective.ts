/**
 * What the collect reply asks the tracker to do on the page that sent the hits (a plugin's
 * ingest step decides, e.g. the pixels to fire): request an image, load a script (and run code
 * once it has loaded), run code. The tracker carries them out in order and knows nothing of why.
 */
export type TrackerDirective = { type: 'image'; src: string } | { type: 'script'; src: string; then?: string } | { type: 'inline'; code: string };
