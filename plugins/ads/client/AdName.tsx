import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useConsole } from '../../../core/client/app';
import { adChoices } from './AdChoicesStore';

/** The contract's ad name: the ad's name from the caller's ads (getAds, loaded once per console), `#id` until then or for an ad the caller cannot read. */
export const AdName = observer(function AdName({ id }: { id: number }) {
  const { api } = useConsole();
  const store = adChoices(api);
  useEffect(() => {
    if (!store.loaded) void store.load();
  }, [store]);
  return <>{store.choices.find((choice) => choice.id === id)?.name ?? `#${id}`}</>;
});
