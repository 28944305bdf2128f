import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { FormikProvider, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../TitledDialog';
import { dialogStyle } from './dialogWidths';
import { useDialogForm, type DialogFormOptions } from './useDialogForm';

export interface FormDialogProps<Values extends FormikValues> extends DialogFormOptions<Values> {
  /** Already translated (create or edit, CH-01). */
  title: ReactNode;
  /** The fields (FormFields), bound to the form by their names. */
  children: ReactNode;
  /** The submit button's text; "Save" when left out. */
  submitLabel?: string;
  /** In px (management §9, DIALOG_WIDTHS); never wider than a detail dialog's 1000. */
  width?: number;
  /** Test id of the dialog's form; its buttons get `<testId>-submit` and `<testId>-cancel`. */
  testId?: string;
  /** Buttons on the footer's left, apart from cancel and save: an edit's delete (management §2 Pixels, Ads). */
  secondaryActions?: ReactNode;
}

/**
 * A create or edit dialog on Formik (OP-08): the plugin's shared yup schema checks the fields,
 * Enter submits (the form's submit button), the submit button is busy and disabled while saving,
 * the server's field errors land on their fields, and Cancel or close (button, Escape, backdrop)
 * resets the form. The screen closes the dialog and shows its snackbar once `onSubmit` resolves.
 */
export function FormDialog<Values extends FormikValues>({ title, children, submitLabel, width, testId, secondaryActions, ...options }: FormDialogProps<Values>) {
  const { t } = useTranslation('core');
  const form = useDialogForm(options);
  const close = () => {
    form.resetForm();
    options.onClose();
  };
  return (
    <TitledDialog isOpen={options.isOpen} onClose={close} title={title} style={dialogStyle(width)}>
      <FormikProvider value={form}>
        <form onSubmit={form.handleSubmit} noValidate data-testid={testId}>
          <DialogBody>{children}</DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('forms.cancel')} onClick={close} data-testid={testId && `${testId}-cancel`} />
                <Button type="submit" intent="primary" text={submitLabel ?? t('forms.save')} loading={form.isSubmitting} disabled={form.isSubmitting} data-testid={testId && `${testId}-submit`} />
              </>
            }
          >
            {secondaryActions}
          </DialogFooter>
        </form>
      </FormikProvider>
    </TitledDialog>
  );
}
