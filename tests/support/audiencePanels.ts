import type { Locator, Page } from 'playwright-core';

/** The tree manager's panel of the audience `id` inside `scope` (/audiences/manage-audiences). */
export const audiencePanel = (scope: Page | Locator, id: number) => scope.locator(`[data-testid=audience-panel][data-audience-id="${id}"]`);
/** A panel's own header, not its sub-audiences' ones. */
export const panelHeader = (panel: Locator) => panel.getByTestId('audience-panel-header').first();
/** Opens a panel and waits for its controls. */
export async function expandPanel(panel: Locator) {
  await panelHeader(panel).click();
  await panel.locator('.ac-audience-panel-actions').first().waitFor();
}
/** The test ids of a panel's own controls, in their order. */
export const panelControls = (panel: Locator) =>
  panel
    .locator('.ac-audience-panel-actions')
    .first()
    .locator('> *')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
