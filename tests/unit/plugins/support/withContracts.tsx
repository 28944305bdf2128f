import type { ComponentType } from 'react';
import { PluginContractsContext } from '../../../../core/client/contracts/usePluginContract';
import type { PluginContracts } from '../../../../core/common/plugin/PluginContracts';

/**
 * `Component` with `contracts` in context, as core renders a page or card of a plugin that
 * requires their providers: for parts rendered on their own, outside the console's routes.
 */
export function withContracts<P extends object>(Component: ComponentType<P>, contracts: Partial<PluginContracts>): ComponentType<P> {
  return function WithContracts(props: P) {
    return (
      <PluginContractsContext.Provider value={contracts}>
        <Component {...props} />
      </PluginContractsContext.Provider>
    );
  };
}
