import { MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { TagRemoveButton } from '../../../core/client/widgets';
import type { PixelChoice } from '../common/Pixel';
import type { PixelsContract } from '../common/pixelsContract';
import { pixelChoices } from './PixelChoicesStore';

type PixelPickerProps = ComponentProps<PixelsContract['PixelPicker']>;

/**
 * The transfer and tracking wizards' pixel step: a multiselect of the caller's pixels
 * (getPixels), chosen by id. The menu shows each pixel's type and whether it is approved (an
 * unapproved javascript pixel does not fire, PX-05); choosing a chosen pixel again removes it.
 */
export const PixelPicker = observer(function PixelPicker({ value, onChange, disabled, invalid }: PixelPickerProps) {
  const { t } = useTranslation('pixels');
  const store = pixelChoices(useConsole().api);
  useEffect(() => void store.load(), [store]);
  const chosen = new Set(value);
  const selected = store.choices.filter((pixel) => chosen.has(pixel.id));
  const toggle = (pixel: PixelChoice) => onChange(chosen.has(pixel.id) ? value.filter((id) => id !== pixel.id) : [...value, pixel.id]);
  return (
    <MultiSelect<PixelChoice>
      items={store.choices as PixelChoice[]}
      selectedItems={selected}
      itemsEqual="id"
      itemPredicate={(query, pixel) => pixel.title.toLowerCase().includes(query.trim().toLowerCase())}
      itemRenderer={(pixel, { handleClick, handleFocus, modifiers, ref }) => (
        <MenuItem
            key={pixel.id}
            ref={ref}
            text={pixel.title}
            label={`${t(`types.${pixel.type}`)}${pixel.approved ? '' : ` · ${t('notApproved')}`}`}
            icon={chosen.has(pixel.id) ? 'tick' : 'blank'}
            active={modifiers.active}
            onClick={handleClick}
            onFocus={handleFocus}
            roleStructure="listoption"
          data-testid="pixel-picker-option"
        />
      )}
      onItemSelect={toggle}
      onRemove={toggle}
      tagRenderer={(pixel) => pixel.title}
      noResults={<MenuItem disabled text={t('noPixels')} roleStructure="listoption" />}
      placeholder={t('picker.placeholder')}
      disabled={disabled}
      fill
      resetOnSelect
      popoverProps={{ minimal: true }}
      tagInputProps={{
        intent: invalid ? 'danger' : 'none',
        inputProps: { 'aria-label': t('picker.label'), 'data-testid': 'pixel-picker' } as object,
        // Each tag's remove button worded in the interface language; Backspace still removes through onRemove.
        tagProps: (_tag, index) => ({ minimal: true, onRemove: undefined, endIcon: disabled ? undefined : <TagRemoveButton onRemove={() => toggle(selected[index])} /> }),
      }}
    />
  );
});
