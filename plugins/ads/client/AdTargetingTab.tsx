import { Callout, H5, TagInput } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { usePluginContract } from '../../../core/client/contracts';
import { ControlField } from '../../../core/client/widgets';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import type { AdFormValues } from './adFormValues';
import { CustomTargetingPanel } from './CustomTargetingPanel';

/** Typed category ids: whole numbers above 0, each once. */
const categoryIds = (typed: readonly string[], kept: readonly number[]) => [...new Set([...kept, ...typed.map(Number).filter((id) => Number.isInteger(id) && id > 0)])];

/**
 * The targeting tab (PM-49, management §6): the DMP panel — the caller's interests and properties
 * (the audiences plugin's picker) with viewAudiences, else a hint that there is no DMP; the Tools
 * panel's category ids with useProductTools; the custom key/values always. The dialog shows the tab
 * only to those who may see the DMP or the Tools panel (AD-11).
 */
export function AdTargetingTab() {
  const { t } = useTranslation('ads');
  const { auth } = useConsole();
  const { AudiencePicker } = usePluginContract('audiences');
  const { values, setFieldValue } = useFormikContext<AdFormValues>();
  return (
    <>
      <H5>{t('targeting.dmp')}</H5>
      {auth.can('viewAudiences') ? (
        <ControlField<number[]> name="audience_ids" label={t('fields.audience_ids')} hint={t('hints.audience_ids')}>
          {({ value, onChange, invalid }) => (
            <>
              <AudiencePicker typeId={AUDIENCE_TYPES.interest} value={value} onChange={onChange} invalid={invalid} label={t('targeting.interests')} testId="ad-interests" />
              <AudiencePicker typeId={AUDIENCE_TYPES.property} value={value} onChange={onChange} invalid={invalid} label={t('targeting.properties')} testId="ad-properties" />
            </>
          )}
        </ControlField>
      ) : (
        <Callout data-testid="ad-no-dmp">{t('targeting.noDmp')}</Callout>
      )}
      {auth.can('useProductTools') && (
        <>
          <H5>{t('targeting.tools')}</H5>
          <ControlField<number[]> name="category_ids" label={t('fields.category_ids')} hint={t('hints.category_ids')}>
            {({ value, invalid }) => (
              <TagInput
                values={value.map(String)}
                onAdd={(typed) => void setFieldValue('category_ids', categoryIds(typed, values.category_ids))}
                onRemove={(_tag, index) => void setFieldValue('category_ids', value.filter((_, i) => i !== index))}
                separator={/[\s,;]+/}
                addOnBlur
                intent={invalid ? 'danger' : 'none'}
                inputProps={{ 'aria-label': t('fields.category_ids'), 'data-testid': 'ad-category-ids' } as object}
                tagProps={{ minimal: true }}
              />
            )}
          </ControlField>
        </>
      )}
      <H5>{t('targeting.customTitle')}</H5>
      <CustomTargetingPanel />
    </>
  );
}
