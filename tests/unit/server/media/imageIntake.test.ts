/** @jest-environment node */
import sharp from 'sharp';
import { ImageRefusedError, intakeImage } from '../../../../core/server/media/imageIntake';
import { DEFAULT_MEDIA_CONFIG } from '../../../../core/server/media/MediaConfig';
import { mediaContentType } from '../../../../core/server/media/MediaStore';
import { isPublicAddress } from '../../../../core/server/media/publicAddress';
import { animatedGif, GIF_JS_POLYGLOT, HTML_PAGE, jpegWithExif, noisyPng, pngImage, SCRIPTED_SVG } from '../../../support/testImages';

const refusal = (promise: Promise<unknown>) => promise.then(
  () => 'accepted',
  (err: unknown) => (err instanceof ImageRefusedError ? err.reason : String(err)),
);

describe('image intake (OP-64, issue 15 media)', () => {
  it('OP-64: PNG, JPEG, WebP, GIF and AVIF are accepted and re-encoded; AVIF and a still GIF become WebP and PNG', async () => {
    const png = await pngImage();
    const cases: [Buffer, string][] = [
      [png, 'png'],
      [await jpegWithExif(), 'jpg'],
      [await sharp(png).webp().toBuffer(), 'webp'],
      [await sharp(png).gif().toBuffer(), 'png'],
      [await sharp(png).avif().toBuffer(), 'webp'],
    ];
    for (const [bytes, extension] of cases) {
      const image = await intakeImage(bytes, DEFAULT_MEDIA_CONFIG);
      expect({ extension: image.extension, animated: image.animated }).toEqual({ extension, animated: false });
      expect((await sharp(image.bytes).metadata()).format).toBe(extension === 'jpg' ? 'jpeg' : extension);
    }
  });

  it('OP-64: metadata is dropped (a camera\'s EXIF never reaches the stored file)', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const image = await intakeImage(input, DEFAULT_MEDIA_CONFIG);
    expect((await sharp(image.bytes).metadata()).exif).toBeUndefined();
    expect(image.bytes.includes('SecretCam')).toBe(false);
  });

  it('OP-64: an animated GIF keeps its frames as animated WebP', async () => {
    const image = await intakeImage(await animatedGif(), DEFAULT_MEDIA_CONFIG);
    expect(image).toMatchObject({ extension: 'webp', animated: true, width: 16, height: 16 });
    expect((await sharp(image.bytes, { animated: true }).metadata()).pages).toBe(2);
  });

  it('OP-64: an SVG with script, an HTML page, a GIF/JS polyglot, text and a truncated PNG are refused as no accepted image', async () => {
    const truncated = (await noisyPng(200, 200)).subarray(0, 4000);
    for (const bytes of [SCRIPTED_SVG, HTML_PAGE, GIF_JS_POLYGLOT, Buffer.from('just text'), truncated]) {
      expect(await refusal(intakeImage(bytes, DEFAULT_MEDIA_CONFIG))).toBe('imageType');
    }
  });

  it('OP-64: a valid PNG with a script appended is stored without it', async () => {
    const image = await intakeImage(Buffer.concat([await pngImage(), Buffer.from('<script>alert(1)</script>')]), DEFAULT_MEDIA_CONFIG);
    expect(image.extension).toBe('png');
    expect(image.bytes.includes('<script')).toBe(false);
  });

  it('OP-64: more bytes than maxBytes or more pixels than maxPixels are refused; a large image is scaled to maxSide', async () => {
    const png = await pngImage(300, 100);
    expect(await refusal(intakeImage(png, { ...DEFAULT_MEDIA_CONFIG, maxBytes: png.length - 1 }))).toBe('imageTooLarge');
    expect(await refusal(intakeImage(png, { ...DEFAULT_MEDIA_CONFIG, maxPixels: 29_999 }))).toBe('imagePixels');
    expect(await intakeImage(png, { ...DEFAULT_MEDIA_CONFIG, maxSide: 150 })).toMatchObject({ width: 150, height: 50 });
  });

  it('issue 15: only names the store gives out have a content type (no path, no other extension)', () => {
    expect(mediaContentType('0123456789abcdef0123456789abcdef.png')).toBe('image/png');
    expect(mediaContentType('0123456789abcdef0123456789abcdef.webp')).toBe('image/webp');
    for (const name of ['../0123456789abcdef0123456789abcdef.png', '0123456789abcdef0123456789abcdef.svg', '0123456789abcdef0123456789abcdef.html', 'x.png', '0123456789ABCDEF0123456789abcdef.png']) {
      expect({ name, type: mediaContentType(name) }).toEqual({ name, type: undefined });
    }
  });

  it('issue 15: the URL import reaches only public addresses (loopback, private, link-local, mapped IPv6 refused)', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::ffff:127.0.0.1', 'fd00::1', 'fe80::1', 'localhost']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700::1111']) expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
  });
});
