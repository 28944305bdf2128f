/**
 * Dialog widths of management §9 in px: delete confirmation 300, tracking 900, channel 800; every
 * other dialog is a detail dialog and at most 1000 wide (OP-37).
 */
export const DIALOG_WIDTHS = { confirm: 300, tracking: 900, channel: 800, detailMax: 1000 } as const;

/** A dialog `width` wide that never grows past the detail maximum (nor the window). */
export function dialogStyle(width: number = DIALOG_WIDTHS.detailMax) {
  return { width, maxWidth: `min(${DIALOG_WIDTHS.detailMax}px, calc(100vw - 40px))` };
}
