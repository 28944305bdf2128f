import type { ComponentLoader } from '../../common/plugin/definePlugin';
import { loadDeferredRules } from './loadDeferredRules';

/**
 * A component loader that also waits for Blueprint's deferred rules (loadDeferredRules), so a
 * lazy route page or card never renders a component whose rules are not there yet. The rules
 * are usually loaded long before: main.tsx starts them at boot, in parallel with everything.
 */
export function withDeferredRules<P extends object>(load: ComponentLoader<P>): ComponentLoader<P> {
  return () => Promise.all([load(), loadDeferredRules(document)]).then(([module]) => module);
}
