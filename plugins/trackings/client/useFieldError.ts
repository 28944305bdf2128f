import { getIn, useFormikContext } from 'formik';
import { shownError } from '../../../core/client/widgets';

/** The error to show under a wizard field that core's form fields do not draw (the pickers). */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext();
  return shownError(getIn(errors, name), getIn(touched, name), submitCount);
}
