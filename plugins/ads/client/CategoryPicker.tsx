import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useApiGet } from '../../../core/client/api';
import { ChoicesSelect, useFieldError } from '../../../core/client/widgets';
import type { AdTargeting } from '../common/Ad';
import { adPaths } from '../common/adPaths';
import type { AdFormValues } from './adFormValues';

/**
 * The Tools panel's categories: those the caller's questions carry (GET targeting), with how many
 * questions each; a chosen category no question carries any more is still shown by its id. A
 * failed load is only logged: the chosen ones stay.
 */
export function CategoryPicker() {
  const { t } = useTranslation('ads');
  const { values, setFieldValue } = useFormikContext<AdFormValues>();
  const error = useFieldError('category_ids');
  const categories = useApiGet<AdTargeting>(adPaths.targeting, undefined, (failure) => console.error('Loading the categories failed:', failure.code))?.categories ?? [];
  const choice = (id: number) => {
    const known = categories.find((c) => c.id === id);
    return { key: String(id), label: known ? t('targeting.category', { id, count: known.questions }) : t('targeting.categoryId', { id }) };
  };
  return (
    <ChoicesSelect
      label={t('fields.category_ids')}
      choices={categories.map((c) => choice(c.id))}
      chosen={values.category_ids.map(choice)}
      onChoose={(key) => void setFieldValue('category_ids', [...values.category_ids, Number(key)])}
      onRemove={(key) => void setFieldValue('category_ids', values.category_ids.filter((id) => String(id) !== key))}
      error={error}
      hint={t('hints.category_ids')}
      testId="ad-category-ids"
    />
  );
}
