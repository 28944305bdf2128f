import { Button, ButtonGroup, FormGroup } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { AD_TYPES } from '../common/Ad';
import { adType, withAdType } from '../common/adType';
import { placedAd, type AdFormValues } from './adFormValues';

/**
 * The type toggle (AD-01, AD-18 … AD-20): static, dynamic or Google; only a Google ad has Google
 * settings. A native ad is never static (AD-21), so static is offered only while native is off.
 */
export function AdTypeToggle() {
  const { t } = useTranslation('ads');
  const { values, setValues } = useFormikContext<AdFormValues>();
  const current = adType(values);
  return (
    <FormGroup label={t('fields.type')}>
      <ButtonGroup>
        {AD_TYPES.map((type) => (
          <Button
            key={type}
            text={t(`types.${type}`)}
            active={current === type}
            aria-pressed={current === type}
            intent={current === type ? 'primary' : 'none'}
            disabled={type === 'static' && values.native}
            onClick={() => void setValues(placedAd(withAdType(values, type)))}
            data-testid={`ad-type-${type}`}
          />
        ))}
      </ButtonGroup>
    </FormGroup>
  );
}
