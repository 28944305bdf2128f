import { PRODUCTS } from '../../../../core/common/products';
import { productColour, paletteProperties, themePalette } from '../../../../core/client/theme/themePalette';
import { AA_TEXT, contrastRatio } from '../../../support/contrast';

describe('themePalette', () => {
  it.each([false, true])('IN-05, IN-09: every product colour (dark mode: %s) is readable as text on the panels and cards it colours, and as the trial banner’s background', (dark) => {
    const palette = themePalette(dark);
    const below = [...PRODUCTS.map((p) => [p, palette.products[p]] as const), ['none', palette.neutral] as const].flatMap(([name, colour]) =>
      [
        ['panel', palette.panel],
        ['card', palette.card],
        ['banner text', palette.onAccent],
      ]
        .filter(([, background]) => contrastRatio(colour, background) < AA_TEXT)
        .map(([on]) => `${name} ${colour} on ${on}`),
    );
    expect(below).toEqual([]);
  });

  it('IN-09: the spec’s colours in light mode (analytics red, DMP magenta, ads green, neutral dark blue) and a lighter variant of each in dark mode', () => {
    const [light, dark] = [themePalette(false), themePalette(true)];
    expect(productColour(light, 'analytics')).toBe('#cd4246');
    expect(productColour(light, 'dmp')).toBe('#c22762');
    expect(productColour(light, 'ads')).toBe('#238551');
    expect([productColour(light, 'account'), productColour(light, undefined)]).toEqual(['#1f3a5f', '#1f3a5f']);
    for (const product of [...PRODUCTS, undefined]) expect(contrastRatio(productColour(dark, product), dark.card)).toBeGreaterThan(contrastRatio(productColour(light, product), dark.card));
  });

  it('IN-05: the palette’s CSS properties name every product, so style sheets colour a product by var(--ac-product-<product>)', () => {
    const properties = paletteProperties(themePalette(true));
    for (const product of PRODUCTS) expect(properties[`--ac-product-${product}`]).toBe(themePalette(true).products[product]);
    expect(properties['--ac-on-accent']).toBe(themePalette(true).onAccent);
  });
});
