import { Classes, Overlay2, Toast } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { createRef, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';

/** OverlayToaster's look at the bottom, drawn into a portal. */
const CONTAINER_CLASSES = [Classes.TOAST_CONTAINER, `${Classes.TOAST_CONTAINER}-bottom`, `${Classes.TOAST_CONTAINER}-in-portal`].join(' ');
/** OverlayToaster's: $pt-transition-duration * 3 + $pt-transition-duration / 2. */
const TRANSITION_MS = 350;

type ToastRefs = Record<string, RefObject<HTMLDivElement>>;

/**
 * One DOM ref per toast key, made when the key comes and dropped when it goes: the transition of
 * a leaving toast keeps the ref it was drawn with, so nothing else needs it.
 */
function useToastRefs(keys: number[]): ToastRefs {
  const refs = useRef<ToastRefs>({});
  // Overlay2 types its refs non-null; each is null only while its toast is not mounted.
  refs.current = Object.fromEntries(keys.map((key) => [key, refs.current[key] ?? (createRef<HTMLDivElement>() as RefObject<HTMLDivElement>)]));
  return refs.current;
}

/**
 * The snackbar (SH-29): every message of SnackbarStore as a toast with its own timeout. Its
 * close button is the toast's action (which dismisses it): the one Blueprint draws is labelled
 * "Close" with no prop to word it in the interface language.
 *
 * Not Blueprint's OverlayToaster: 6.20 hands Overlay2 an always-empty `childRefs`, so every toast's
 * transition shares one ref, and a toast entering while another leaves takes the other's classes
 * and stays half-entered, its Close lost (palantir/blueprint#8121, fixed by the unreleased #8246).
 * Overlay2 as OverlayToaster sets it up, with a ref per toast; Escape is not handled (OverlayToaster's
 * cleared only toasts it was shown imperatively, never these children).
 */
export const Snackbar = observer(function Snackbar() {
  const { snackbar } = useConsole();
  const { t } = useTranslation('core');
  const refs = useToastRefs(snackbar.messages.map((m) => m.key));
  const close = { icon: 'cross' as const, ...{ 'aria-label': t('blueprint.close') } };
  return (
    <Overlay2
      className={CONTAINER_CLASSES}
      childRefs={refs}
      isOpen={snackbar.messages.length > 0}
      autoFocus={false}
      enforceFocus={false}
      hasBackdrop={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      shouldReturnFocusOnClose={false}
      transitionName={Classes.TOAST}
      transitionDuration={TRANSITION_MS}
    >
      {snackbar.messages.map((m) => (
        <Toast
          key={m.key}
          ref={refs[m.key]}
          message={m.message}
          intent={m.intent}
          timeout={m.timeout}
          isCloseButtonShown={false}
          action={close}
          onDismiss={() => snackbar.dismiss(m.key)}
        />
      ))}
    </Overlay2>
  );
});
