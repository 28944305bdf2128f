import { setIn, useFormik, type FormikErrors, type FormikValues } from 'formik';
import { useEffect, useEffectEvent } from 'react';
import type { AnySchema } from 'yup';
import { ApiError } from '../../api/ApiError';

/** What every dialog form is given by its screen. */
export interface DialogFormOptions<Values extends FormikValues> {
  isOpen: boolean;
  /** The yup schema of the plugin's common/: the server validates with the same one. */
  schema: AnySchema;
  /** The values the form starts from, read each time it opens (a create's defaults, an edited row): open an edit once its row is loaded. */
  initialValues: Values;
  /** Saves; a rejection with an ApiError carrying field errors (a 422) puts them on the fields. */
  onSubmit(values: Values): Promise<void>;
  /** Any failed save, after its field errors are shown (a screen's save-error snackbar, §8); left out, only non-field failures are logged. */
  onError?(error: unknown): void;
  onClose(): void;
}

/**
 * Formik for a dialog: validates with the shared schema, puts the server's field errors on their
 * fields (already worded by ApiError in the interface language, "Invalid value" as the generic
 * invalid-value text, spec §5) and starts from `initialValues` again whenever the dialog opens.
 * `onFieldErrors` hears which fields the server refused (a wizard opens the step owning them).
 */
export function useDialogForm<Values extends FormikValues>(
  { isOpen, schema, initialValues, onSubmit, onError }: DialogFormOptions<Values>,
  onFieldErrors?: (fields: string[]) => void,
) {
  const form = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        await onSubmit(values);
      } catch (error) {
        const refused = error instanceof ApiError ? Object.entries(error.fieldErrors).filter(([, messages]) => messages.length > 0) : [];
        if (refused.length > 0) {
          helpers.setErrors(refused.reduce<FormikErrors<Values>>((errors, [field, messages]) => setIn(errors, field, messages[0]), {}));
          onFieldErrors?.(refused.map(([field]) => field));
        }
        if (onError) onError(error);
        else if (refused.length === 0) console.error('Saving the form failed', error);
      }
    },
  });
  const reset = useEffectEvent(() => form.resetForm({ values: initialValues }));
  useEffect(() => {
    if (isOpen) reset();
  }, [isOpen]);
  return form;
}

/** A field's error once the user has seen the field (left it, or tried to save). */
export function shownError(error: unknown, touched: unknown, submitCount: number): string | undefined {
  return typeof error === 'string' && (touched === true || submitCount > 0) ? error : undefined;
}
