import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentLoader } from '../../common/plugin/definePlugin';
import type { RegisteredCard } from '../../common/plugin/PluginRegistry';
import type { CardProps } from './CardProps';
import { withPluginContracts } from '../contracts/withPluginContracts';
import { withDeferredRules } from '../theme/withDeferredRules';

const lazyCards = new WeakMap<ComponentLoader<CardProps<never>>, LazyExoticComponent<ComponentType<CardProps>>>();

/**
 * One lazy component per card loader, so re-renders of the grid never reload a card's chunk.
 * It renders once Blueprint's deferred rules and the contracts of its plugin's requires are there.
 */
export function loadCard({ load, contracts }: Pick<RegisteredCard, 'load' | 'contracts'>): LazyExoticComponent<ComponentType<CardProps>> {
  let component = lazyCards.get(load);
  if (!component) {
    // The boundary of a card's settings type: the grid hands it its settings merged over its schema's defaults.
    component = lazy(withDeferredRules(withPluginContracts(load, contracts))) as LazyExoticComponent<ComponentType<CardProps>>;
    lazyCards.set(load, component);
  }
  return component;
}
