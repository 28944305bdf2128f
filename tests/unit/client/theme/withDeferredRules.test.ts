import { DEFERRED_RULES_ATTRIBUTE } from '../../../../core/client/theme/loadDeferredRules';
import { withDeferredRules } from '../../../../core/client/theme/withDeferredRules';

describe('withDeferredRules', () => {
  it('a lazy page or card module resolves only once the deferred rules apply', async () => {
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/v.css" ${DEFERRED_RULES_ATTRIBUTE}="/assets/v.deferred.css">`;
    const module = { default: () => null };
    let resolved = false;
    const loaded = withDeferredRules(() => Promise.resolve(module))().then((m) => {
      resolved = true;
      return m;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resolved).toBe(false);
    document.head.querySelector('link[href="/assets/v.deferred.css"]')!.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(module);
  });
});
