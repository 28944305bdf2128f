import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ChoicesSelect, useFieldError, type Choice } from '../../../core/client/widgets';
import { refKey, type CatalogueRef } from '../../audiences/common/catalogueRefs';
import { coversAndResultsOpen } from '../common/adPlacement';
import type { AdFormValues } from './adFormValues';
import { useAdElements } from './useAdElements';

/**
 * The inventory's element covers and results (AD-35): elements of the ad's domain (all domains:
 * every one's), searched as typed (AD-38). An overlay has no place on a cover or a result, so
 * both are disabled then (AD-30; the dialog's rules have removed what was chosen).
 */
export function AdElementPickers({ domain }: { domain: string | undefined }) {
  const { t } = useTranslation('ads');
  const { values, setFieldValue } = useFormikContext<AdFormValues>();
  const elements = useAdElements();
  const errors = { covers: useFieldError('covers'), results: useFieldError('results') };
  const named = (ref: CatalogueRef, name: string | undefined): Choice => ({ key: refKey(ref), label: t('inventory.elementOnDomain', { name: name ?? `#${ref.id}`, domain: ref.domain }) });
  const offered = elements.found.filter((e) => domain === undefined || e.domain === domain).map((e) => named(e, e.name));
  const disabled = !coversAndResultsOpen(values.display);
  return (
    <>
      {(['covers', 'results'] as const).map((field) => (
        <ChoicesSelect
          key={field}
          label={t(`fields.${field}`)}
          choices={offered}
          chosen={values[field].map((ref) => named(ref, elements.nameOf(ref)))}
          onQueryChange={elements.search}
          onChoose={(key) => {
            const { id, domain: on } = elements.found.find((e) => refKey(e) === key)!;
            void setFieldValue(field, [...values[field], { id, domain: on }]);
          }}
          onRemove={(key) => void setFieldValue(field, values[field].filter((ref) => refKey(ref) !== key))}
          disabled={disabled}
          error={errors[field]}
          hint={t(disabled ? 'hints.elementsOverlay' : `hints.${field}`)}
          testId={`ad-${field}`}
        />
      ))}
    </>
  );
}
