import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentLoader } from '../../common/plugin/definePlugin';
import { withDeferredRules } from '../theme/withDeferredRules';

const lazyCards = new WeakMap<ComponentLoader, LazyExoticComponent<ComponentType<any>>>();

/**
 * One lazy component per card loader, so re-renders of the grid never reload a card's chunk.
 * It renders once Blueprint's deferred rules apply too.
 */
export function loadCard(load: ComponentLoader): LazyExoticComponent<ComponentType<any>> {
  let component = lazyCards.get(load);
  if (!component) {
    component = lazy(withDeferredRules(load));
    lazyCards.set(load, component);
  }
  return component;
}
