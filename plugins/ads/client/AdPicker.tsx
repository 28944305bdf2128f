import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { ChoicesSelect } from '../../../core/client/widgets';
import type { AdsContract } from '../common/adsContract';
import { adChoices } from './AdChoicesStore';

type AdPickerProps = ComponentProps<AdsContract['AdPicker']>;

/**
 * The contract's ads picker (the tracking wizard's inventory): a multiselect of the caller's ads
 * (getAds) by id, each with its type and, when not approved, that it does not show yet (AD-16);
 * chosen ads are disabled in the menu (AD-34). A list that got no reply says to switch off the
 * ad blocker (AD-08).
 */
export const AdPicker = observer(function AdPicker({ value, onChange, disabled, invalid }: AdPickerProps) {
  const { t } = useTranslation('ads');
  const store = adChoices(useConsole().api);
  useEffect(() => void store.load(), [store]);
  const label = (id: number) => {
    const ad = store.choices.find((choice) => choice.id === id);
    return ad ? `${ad.name} · ${t(`types.${ad.type}`)}${ad.approved ? '' : ` · ${t('approval.notShown')}`}` : `#${id}`;
  };
  const option = (id: number) => ({ key: String(id), label: label(id) });
  return (
    <ChoicesSelect
      label={t('picker.label')}
      choices={store.choices.map((ad) => option(ad.id))}
      chosen={value.map(option)}
      onChoose={(key) => onChange([...value, Number(key)])}
      onRemove={(key) => onChange(value.filter((id) => String(id) !== key))}
      disabled={disabled}
      invalid={invalid}
      error={store.blocked ? t('picker.adBlocker') : undefined}
      testId="ad-picker"
    />
  );
});
