/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { usePluginContract } from '../../../../core/client/contracts/usePluginContract';
import { loadCard } from '../../../../core/client/grid/loadCard';
import { definePlugin } from '../../../../core/common/plugin/definePlugin';
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';
import dashboard from '../../../../plugins/dashboard';
import { renderConsole } from '../support/renderConsole';
import { testUser } from '../support/testUser';

/** What the provider fixture offers, registered the way a provider's common/ does it. */
interface GreeterContract {
  greet(name: string): string;
}
declare module '../../../../core/common/plugin/PluginContracts' {
  interface PluginContracts {
    'greeter-fixture': GreeterContract;
  }
}

const greeter: GreeterContract = { greet: (name) => `Hello, ${name}` };
/** The contract's chunk arrives a little after the page's, so a page that did not wait for it would fail. */
const contract = jest.fn(() => new Promise<{ default: GreeterContract }>((resolve) => setTimeout(() => resolve({ default: greeter }), 20)));
const provider = definePlugin({ id: 'greeter-fixture', product: 'analytics', contract });

function Greeting() {
  const { greet } = usePluginContract('greeter-fixture');
  return <p data-testid="greeting">{greet('Ada')}</p>;
}
const consumer = definePlugin({
  id: 'consumer-fixture',
  product: 'analytics',
  requires: ['greeter-fixture'],
  routes: [{ path: '/greeting', name: 'greeting', permission: 'isLoggedIn', title: 'Greeting', load: async () => ({ default: Greeting }) }],
  cards: [{ component: 'GreetingCard', load: async () => ({ default: Greeting }), permission: 'isLoggedIn', size: { w: 4, h: 3 }, title: 'Greeting' }],
});
/** Requires the consumer only: the greeter's contract reaches it through the consumer (a provider's own requirements load too). */
const outer = definePlugin({ id: 'outer-fixture', product: 'analytics', requires: ['consumer-fixture'], routes: [{ path: '/outer', name: 'outer', permission: 'isLoggedIn', title: 'Outer', load: async () => ({ default: Greeting }) }] });

describe('usePluginContract', () => {
  beforeEach(() => contract.mockClear());

  it('a page of a plugin requiring a contract provider renders with the contract ready, typed', async () => {
    await renderConsole({ path: '/greeting', plugins: [dashboard, provider, consumer], user: testUser([]) });
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello, Ada');
    expect(contract).toHaveBeenCalledTimes(1);
  });

  it('a card of such a plugin renders with the contract ready', async () => {
    const card = new PluginRegistry([provider, consumer]).cards[0];
    const Card = loadCard(card);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Card id="greeting" settings={{}} onSettingsChange={() => undefined} size={{ w: 4, h: 4 }} filter={{}} />
      </Suspense>,
    );
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello, Ada');
  });

  it('the contracts of the required plugins\' own requirements load too', async () => {
    await renderConsole({ path: '/outer', plugins: [dashboard, provider, consumer, outer], user: testUser([]) });
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello, Ada');
  });

  it('outside a plugin that requires the provider, says so instead of returning nothing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Greeting />)).toThrow('No contract of plugin "greeter-fixture" here: the plugin rendering this must require "greeter-fixture", and "greeter-fixture" must declare a contract in its manifest.');
    jest.restoreAllMocks();
  });
});
