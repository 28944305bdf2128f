import { H5 } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { useOptionalPluginContract } from '../../../core/client/contracts';
import { TextAreaField, TextField } from '../../../core/client/widgets';
import { withHttps } from '../../../core/common/validation';
import type { Ad } from '../common/Ad';
import { adType } from '../common/adType';
import type { AdFormValues } from './adFormValues';
import { AdFiredPixels } from './AdFiredPixels';
import { AdImageField } from './AdImageField';
import { AdReviewState } from './AdReviewState';
import { GoogleAdSettingsFields } from './GoogleAdSettingsFields';

const HEADLINE_MAX = 100;
const CTA_LABEL_MAX = 25;

/**
 * The ad tab (management §2 "ad (detail)"): the review state of a dynamic or Google ad (AD-17),
 * the pixels the ad's views and clicks fired (while the pixels plugin is enabled),
 * teaser and CTA label with their counters (AD-51), the target URL (https:// added, AD-52), the
 * tag — required unless native (AD-53) — and the native tag, edited as plain text only (an ad's
 * code is never run or rendered in the console), the image, and the Google settings.
 */
export function AdDetailTab({ editing }: { editing: Ad | undefined }) {
  const { t } = useTranslation('ads');
  const { auth } = useConsole();
  const { values } = useFormikContext<AdFormValues>();
  const pixels = useOptionalPluginContract('pixels');
  return (
    <>
      <AdReviewState editing={editing} />
      {editing && pixels && <AdFiredPixels adId={editing.id} />}
      <TextField name="headline" label={t('fields.headline')} counter={HEADLINE_MAX} />
      <TextField name="cta_label" label={t('fields.cta_label')} counter={CTA_LABEL_MAX} />
      <TextField name="target_url" label={t('fields.target_url')} placeholder="https://" normalize={withHttps} />
      <TextAreaField name="tag" label={t('fields.tag')} hint={t(values.native ? 'hints.tagNative' : 'hints.tag')} rows={6} code />
      <TextAreaField name="nativeTag" label={t('fields.nativeTag')} hint={t('hints.nativeTag')} rows={4} code />
      <AdImageField />
      <H5>{t('google.title')}</H5>
      <GoogleAdSettingsFields enabled={adType(values) === 'google'} admin={auth.can('viewModuleAdmin')} />
    </>
  );
}
