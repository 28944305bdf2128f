/**
 * Blueprint's Table draws only the rows its viewport shows, and jsdom lays nothing out: every
 * element of the suite gets a viewport's size, so a table draws all its rows.
 */
export function giveTablesAViewport(viewport = { clientWidth: 1200, clientHeight: 3000 }): void {
  beforeAll(() => {
    for (const [name, value] of Object.entries(viewport)) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const name of Object.keys(viewport)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
}
