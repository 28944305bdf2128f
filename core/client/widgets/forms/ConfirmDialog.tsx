import { Alert } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTHS } from './dialogWidths';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, translated ("Delete channel Sport?"). */
  children: ReactNode;
  /** The confirm button's text; "Delete" when left out. */
  confirmLabel?: string;
  /** Runs the action; it shows its own success or failure (a snackbar, or only a log, §8) and closes the dialog. */
  onConfirm(): Promise<void> | void;
  onCancel(): void;
}

/**
 * The confirmation before every destructive action (OP-74, TM-07): 300 wide, the confirm button
 * red and busy while the action runs (Cancel is disabled meanwhile).
 */
export function ConfirmDialog({ isOpen, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('core');
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } catch (error) {
      // onConfirm reports its own failures; one it let through must not become an unhandled rejection.
      console.error('The confirmed action failed', error);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Alert
      isOpen={isOpen}
      style={{ width: DIALOG_WIDTHS.confirm }}
      intent="danger"
      loading={running}
      cancelButtonText={t('forms.cancel')}
      confirmButtonText={confirmLabel ?? t('forms.delete')}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    >
      {children}
    </Alert>
  );
}
