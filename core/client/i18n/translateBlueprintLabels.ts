import type { i18n as I18n } from 'i18next';

/**
 * The English aria-labels and titles Blueprint 6 hard-codes without a prop to replace them
 * (the close button of Dialog, Drawer and Toast, a Tag's remove button, MultiSelect's clear
 * button and list), each with its key in the core namespace's `blueprint` texts.
 */
const BLUEPRINT_LABELS: Readonly<Record<string, string>> = {
  Close: 'close',
  'Remove tag': 'removeTag',
  'Clear selected items': 'clearSelection',
  'selectable options': 'options',
  'Open sub menu': 'openSubMenu',
};

const ATTRIBUTES = ['aria-label', 'title'];

/**
 * Words those labels in the interface language wherever Blueprint draws them under `root`
 * (overlays included when it is document.body), as they appear. Returns the stop function.
 */
export function translateBlueprintLabels(root: HTMLElement, i18n: I18n): () => void {
  const translate = (el: Element) => {
    for (const name of ATTRIBUTES) {
      const key = BLUEPRINT_LABELS[el.getAttribute(name) ?? ''];
      const text = key && i18n.t(`blueprint.${key}`, { ns: 'core' });
      // Only a changed value is written: in English the text is the label itself.
      if (text && text !== el.getAttribute(name)) el.setAttribute(name, text);
    }
  };
  const sweep = (node: Node) => {
    if (!(node instanceof Element)) return;
    translate(node);
    node.querySelectorAll('[aria-label], [title]').forEach(translate);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') translate(record.target as Element);
      else record.addedNodes.forEach(sweep);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ATTRIBUTES });
  sweep(root);
  return () => observer.disconnect();
}
