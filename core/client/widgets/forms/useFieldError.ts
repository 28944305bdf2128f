import { getIn, useFormikContext } from 'formik';
import { shownError } from './useDialogForm';

/** The error to show under a field that core's form fields do not draw (a picker, a list of rows). */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext();
  return shownError(getIn(errors, name), getIn(touched, name), submitCount);
}
