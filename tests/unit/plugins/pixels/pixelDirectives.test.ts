import { pixelDirectives, type FirablePixel } from '../../../../plugins/pixels/server/pixelDirectives';

const NONE = { externalcode: null, trigger_code: null, conversion_id: null, conversion_label: null, conversionvalue: null, custom_value: null, facebook_id: null, source: null };
const pixel = (fields: Partial<FirablePixel>): FirablePixel => ({ type: 'image', ...NONE, ...fields });

/** Runs generated code with a recording gtag/fbq environment: what it asked, never the page. */
function run(code: string, env: Record<string, unknown>) {
  new Function(...Object.keys(env), code)(...Object.values(env));
}

describe('pixelDirectives: how the tracker fires each pixel type', () => {
  it('PX-11, PX-05: an image pixel is one image request to its URL', () => {
    expect(pixelDirectives(pixel({ type: 'image', source: 'https://pixel.example.com/p.gif?c=1' }))).toEqual([{ type: 'image', src: 'https://pixel.example.com/p.gif?c=1' }]);
  });

  it('PX-08: a javascript pixel loads its header script and runs its trigger code once loaded; without a header script the code runs alone', () => {
    expect(pixelDirectives(pixel({ type: 'javascript', externalcode: 'https://cdn.example.com/tag.js', trigger_code: "tag('visit')" }))).toEqual([{ type: 'script', src: 'https://cdn.example.com/tag.js', then: "tag('visit')" }]);
    expect(pixelDirectives(pixel({ type: 'javascript', trigger_code: "tag('visit')" }))).toEqual([{ type: 'inline', code: "tag('visit')" }]);
  });

  it('PX-09: a google pixel loads gtag.js for its AW- id and sends the conversion (id and label), its value when numeric', () => {
    const [directive] = pixelDirectives(pixel({ type: 'google', conversion_id: '123456', conversion_label: 'abC-d', conversionvalue: '2.5' }));
    expect(directive).toMatchObject({ type: 'script', src: 'https://www.googletagmanager.com/gtag/js?id=AW-123456' });
    const window: { dataLayer?: unknown[][] } = {};
    run((directive as { then: string }).then.replace(/window\./g, 'win.').replace(/dataLayer\.push/g, 'win.dataLayer.push'), { win: window });
    expect(window.dataLayer!.map((args) => [...args])).toEqual([['js', expect.any(Date)], ['config', 'AW-123456'], ['event', 'conversion', { send_to: 'AW-123456/abC-d', value: 2.5 }]]);
  });

  it('PX-10: a facebook pixel runs the base code with its pixel id and tracks a PageView', () => {
    const [directive] = pixelDirectives(pixel({ type: 'facebook', facebook_id: '1234567890' }));
    expect(directive.type).toBe('inline');
    const calls: unknown[][] = [];
    // A page where Meta's loader already ran: the base code leaves it, and only fbq is called.
    const fbq = (...args: unknown[]) => calls.push(args);
    run((directive as { code: string }).code, { window: { fbq }, document: {}, fbq });
    expect(calls).toEqual([['init', '1234567890'], ['track', 'PageView']]);
    expect((directive as { code: string }).code).toContain("'https://connect.facebook.net/en_US/fbevents.js'");
  });

  it('values enter generated code only as literals: quotes and script ends in an id stay text', () => {
    const hostile = `x');alert(1);//</script>`;
    const [google] = pixelDirectives(pixel({ type: 'google', conversion_id: hostile, conversion_label: hostile }));
    const window: { dataLayer?: unknown[][] } = {};
    let alerted = false;
    run((google as { then: string }).then.replace(/window\./g, 'win.').replace(/dataLayer\.push/g, 'win.dataLayer.push'), { win: window, alert: () => (alerted = true) });
    expect(alerted).toBe(false);
    expect(window.dataLayer![1]).toEqual(expect.objectContaining({ 1: `AW-${hostile}` }));
    const [facebook] = pixelDirectives(pixel({ type: 'facebook', facebook_id: hostile }));
    expect((facebook as { code: string }).code).toContain(`fbq('init',${JSON.stringify(hostile)})`);
  });

  it('OP-67: a pixel without a type, or without what its type fires with, fires nothing', () => {
    expect(pixelDirectives(pixel({ type: 'unspecified', source: 'https://pixel.example.com/p.gif' }))).toEqual([]);
    expect(pixelDirectives(pixel({ type: 'image' }))).toEqual([]);
    expect(pixelDirectives(pixel({ type: 'javascript', externalcode: 'https://cdn.example.com/tag.js' }))).toEqual([]);
    expect(pixelDirectives(pixel({ type: 'google', conversion_id: '1' }))).toEqual([]);
    expect(pixelDirectives(pixel({ type: 'facebook' }))).toEqual([]);
  });
});
