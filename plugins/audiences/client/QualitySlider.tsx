import { FormGroup, Slider } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_QUALITIES, type AudienceQuality } from '../common/audienceQuality';

/**
 * The data-quality slider (AO-19): three stops, low, medium and high; a higher level counts only
 * stronger memberships (OP-38). A level is chosen when the handle is let go, so dragging across
 * a stop asks for no counts.
 */
export function QualitySlider({ value, onChange }: { value: AudienceQuality; onChange: (quality: AudienceQuality) => void }) {
  const { t } = useTranslation('audiences');
  const [moving, setMoving] = useState<number>();
  const label = (stop: number) => t(`quality.${AUDIENCE_QUALITIES[stop]}`);
  return (
    <FormGroup className="ac-overview-quality" label={t('quality.label')} inline>
      <div data-testid="overview-quality" data-quality={value}>
        <Slider
          min={0}
          max={AUDIENCE_QUALITIES.length - 1}
          stepSize={1}
          labelStepSize={1}
          labelRenderer={label}
          value={moving ?? AUDIENCE_QUALITIES.indexOf(value)}
          onChange={setMoving}
          onRelease={(stop) => {
            setMoving(undefined);
            if (AUDIENCE_QUALITIES[stop] !== value) onChange(AUDIENCE_QUALITIES[stop]);
          }}
          handleHtmlProps={{ 'aria-label': t('quality.label') }}
        />
      </div>
    </FormGroup>
  );
}
