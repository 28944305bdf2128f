import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentLoader } from '../../common/plugin/definePlugin';
import type { RegisteredCard } from '../../common/plugin/PluginRegistry';
import { withPluginContracts } from '../contracts/withPluginContracts';
import { withDeferredRules } from '../theme/withDeferredRules';

const lazyCards = new WeakMap<ComponentLoader, LazyExoticComponent<ComponentType<any>>>();

/**
 * One lazy component per card loader, so re-renders of the grid never reload a card's chunk.
 * It renders once Blueprint's deferred rules and the contracts of its plugin's requires are there.
 */
export function loadCard({ load, contracts }: Pick<RegisteredCard, 'load' | 'contracts'>): LazyExoticComponent<ComponentType<any>> {
  let component = lazyCards.get(load);
  if (!component) {
    component = lazy(withDeferredRules(withPluginContracts(load, contracts)));
    lazyCards.set(load, component);
  }
  return component;
}
