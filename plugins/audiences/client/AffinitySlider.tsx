import { FormGroup, Slider } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { MAX_AFFINITY_SCORE } from '../common/Audience';

/** The affinity score slider: whole numbers 1 to 10 (management §5, AS-05). */
export function AffinitySlider({ value, onChange }: { value: number; onChange(value: number): void }) {
  const { t } = useTranslation('audiences');
  return (
    <FormGroup label={t('assign.affinity')}>
      <Slider min={1} max={MAX_AFFINITY_SCORE} stepSize={1} labelStepSize={1} value={value} onChange={onChange} handleHtmlProps={{ 'aria-label': t('assign.affinity') }} />
    </FormGroup>
  );
}
