import { Callout, H5 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { usePluginContract } from '../../../core/client/contracts';
import { ControlField } from '../../../core/client/widgets';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import { CategoryPicker } from './CategoryPicker';
import { CustomTargetingPanel } from './CustomTargetingPanel';

/**
 * The targeting tab (PM-49, management §6): the DMP panel — the caller's interests and properties
 * (the audiences plugin's picker) with viewAudiences, else a hint that there is no DMP; the Tools
 * panel's categories with useProductTools; the custom key/values always. The dialog shows the tab
 * only to those who may see the DMP or the Tools panel (AD-11).
 */
export function AdTargetingTab() {
  const { t } = useTranslation('ads');
  const { auth } = useConsole();
  const { AudiencePicker } = usePluginContract('audiences');
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
          <CategoryPicker />
        </>
      )}
      <H5>{t('targeting.customTitle')}</H5>
      <CustomTargetingPanel />
    </>
  );
}
