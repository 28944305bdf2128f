import { FormGroup, Slider } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { META_TOP_MAX } from '../common/mappingSchemas';

const LABELS = [1, 25, 50, 75, META_TOP_MAX];

/** How many meta tag values the behaviour table asks for (MT-10): 1 to 100, taken when the handle is let go. */
export function TopResultsSlider({ value, onChange }: { value: number; onChange(value: number): void }) {
  const { t } = useTranslation('audiences');
  const [moving, setMoving] = useState<number>();
  return (
    <FormGroup className="ac-mapping-top" label={t('mapping.top')}>
      <Slider
        min={1}
        max={META_TOP_MAX}
        stepSize={1}
        labelValues={LABELS}
        value={moving ?? value}
        onChange={setMoving}
        onRelease={(released) => {
          setMoving(undefined);
          onChange(released);
        }}
        handleHtmlProps={{ 'aria-label': t('mapping.top'), ...{ 'data-testid': 'mapping-top' } }}
      />
    </FormGroup>
  );
}
