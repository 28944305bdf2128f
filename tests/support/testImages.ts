import sharp from 'sharp';

/** A small real PNG (w × h, one colour). */
export const pngImage = (width = 32, height = 24, background = '#3366cc') => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** A small real JPEG carrying EXIF metadata (a camera's make), which the intake must drop. */
export const jpegWithExif = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3333' } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'private' } })
    .jpeg()
    .toBuffer();

/** A two-frame animated GIF. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(['#ff0000', '#0000ff'].map((background) => sharp({ create: { width: 16, height: 16, channels: 4, background } }).png().toBuffer()));
  return sharp(frames, { join: { animated: true } }).gif().toBuffer();
}

/** Random pixels that compress badly: a PNG of roughly `width × height × 3` bytes. */
export const noisyPng = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();

/** An SVG that would run script if served as SVG. */
export const SCRIPTED_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');
/** An HTML page, as if renamed to .png. */
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** A GIF/JavaScript polyglot: a GIF header a browser sniffs, whose bytes are also a script. */
export const GIF_JS_POLYGLOT = Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.cookie);//<script>alert(1)</script>');

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
