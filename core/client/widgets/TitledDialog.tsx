import { Button, Classes, Dialog, H2, type DialogProps } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TitledDialogProps = Omit<DialogProps, 'title' | 'icon' | 'isCloseButtonShown'> & { title: ReactNode };

/**
 * Blueprint's Dialog with a title and a close button labelled in the interface language: the
 * header Blueprint draws for `title` labels its close button "Close" with no prop to word it, so
 * this header is drawn here with Blueprint's classes (the documented way to a custom header).
 */
export function TitledDialog({ title, children, onClose, ...props }: TitledDialogProps) {
  const { t } = useTranslation('core');
  const titleId = useId();
  return (
    <Dialog {...props} onClose={onClose} aria-labelledby={titleId}>
      <div className={Classes.DIALOG_HEADER}>
        <H2 id={titleId}>{title}</H2>
        <Button aria-label={t('blueprint.close')} className={Classes.DIALOG_CLOSE_BUTTON} icon={<SmallCrossIcon />} onClick={onClose} variant="minimal" />
      </div>
      {children}
    </Dialog>
  );
}
