import type { CardProps } from '../../../core/client/grid';
import { readMonitoringSettings, type Nicknames } from './monitoringSettings';

/** The two kinds of things that may have nicknames (RG-46). */
export type NicknameType = keyof Nicknames;

/** The nickname of `key`, if the user gave it one. */
export function nicknameOf(nicknames: Nicknames, type: NicknameType, key: string): string | undefined {
  return nicknames[type].find((n) => n.key === key)?.name;
}

/** The nicknames with `key` renamed to `name`, or without its entry when `name` is undefined. */
export function withNickname(nicknames: Nicknames, type: NicknameType, key: string, name: string | undefined): Nicknames {
  const others = nicknames[type].filter((n) => n.key !== key);
  return { ...nicknames, [type]: name === undefined ? others : [...others, { key, name }] };
}

/**
 * A card's access to the view's nicknames of one type (RG-45, OP-34): `of(key)` reads one,
 * `rename(key, name)` saves one through onViewSettingsChange (the realtime view stores it with
 * the monitoring account setting); `rename` is absent where the host keeps no view settings.
 */
export function cardNicknames({ viewSettings, onViewSettingsChange }: Pick<CardProps, 'viewSettings' | 'onViewSettingsChange'>, type: NicknameType) {
  const { nicknames } = readMonitoringSettings(viewSettings);
  return {
    of: (key: string) => nicknameOf(nicknames, type, key),
    rename: onViewSettingsChange && ((key: string, name: string | undefined) => onViewSettingsChange({ nicknames: withNickname(nicknames, type, key, name) })),
  };
}
