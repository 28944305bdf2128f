import { parseGoogleTag } from '../../../../plugins/ads/common/googleTagSnippet';
import { formatSlotSizes, SLOT_SIZES_PATTERN } from '../../../../plugins/ads/common/slotSizes';

/** Google's own examples (developers.google.com/publisher-tag/guides/get-started, …/ad-sizes). */
const GPT_SNIPPET = `<head>
  <script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js" crossorigin="anonymous"></script>
  <script>
    window.googletag = window.googletag || { cmd: [] };
    googletag.cmd.push(() => {
      googletag.defineSlot("/6355419/Travel/Europe/France/Paris", [300, 250], "banner-ad").addService(googletag.pubads());
      googletag.enableServices();
    });
  </script>
</head>`;
const MULTI_SIZE = `<script async src='//securepubads.g.doubleclick.net/tag/js/gpt.js'></script>
<script>googletag.cmd.push(function() { googletag.defineSlot('/6355419/Travel/Europe', [[300, 250], [728, 90], [750, 200], 'fluid'], 'multi-size-ad').addService(googletag.pubads()); });</script>`;
const FLUID = `googletag.defineSlot('/6355419/Travel', 'fluid', 'native-ad')`;

describe('Google ad slots (management §5)', () => {
  it('AD-54: typed slot sizes become bracketed width,height pairs; fluid stays; a last lone number waits for its height', () => {
    expect(formatSlotSizes('300x250 728x90')).toBe('[300,250],[728,90]');
    expect(formatSlotSizes('[300, 250], [728, 90]')).toBe('[300,250],[728,90]');
    expect(formatSlotSizes('300,250;fluid')).toBe('[300,250],fluid');
    expect(formatSlotSizes('300x250 728')).toBe('[300,250],728');
    expect(formatSlotSizes('')).toBe('');
    expect(SLOT_SIZES_PATTERN.test(formatSlotSizes('300x250 728x90'))).toBe(true);
    expect(SLOT_SIZES_PATTERN.test('[300,250],728')).toBe(false);
  });

  it('AD-55: a pasted GPT snippet fills script source, domain, path, sizes and element id', () => {
    expect(parseGoogleTag(GPT_SNIPPET)).toEqual({ scriptSrc: 'https://securepubads.g.doubleclick.net/tag/js/gpt.js', domain: 'securepubads.g.doubleclick.net', path: '/6355419/Travel/Europe/France/Paris', sizes: '[300,250]', elementId: 'banner-ad' });
    expect(parseGoogleTag(MULTI_SIZE)).toEqual({ scriptSrc: 'https://securepubads.g.doubleclick.net/tag/js/gpt.js', domain: 'securepubads.g.doubleclick.net', path: '/6355419/Travel/Europe', sizes: '[300,250],[728,90],[750,200],fluid', elementId: 'multi-size-ad' });
  });

  it('AD-55: what the snippet does not name is left out', () => {
    expect(parseGoogleTag(FLUID)).toEqual({ path: '/6355419/Travel', sizes: 'fluid', elementId: 'native-ad' });
    expect(parseGoogleTag('<div>no tag</div>')).toEqual({});
  });
});
