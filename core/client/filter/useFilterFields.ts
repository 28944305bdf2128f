import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';
import { pickOptions, type FormField, type PickOption } from './AddFilterStore';

/**
 * The filter bar's fields: those the enabled plugins contribute whose rule the user passes (a
 * refused value call would send the user to the 403 page), labelled in their plugin's
 * namespace. List values load once per filter bar; until then a list field offers none.
 */
export function useFilterFields(): FormField[] {
  const { api, auth, registry } = useConsole();
  const { t } = useTranslation('core');
  const usable = useMemo(() => registry.filterFields.filter((f) => !f.permission || auth.can(f.permission)), [registry, auth]);
  const [options, setOptions] = useState<ReadonlyMap<string, PickOption[]>>(new Map());
  useEffect(() => {
    let live = true;
    const lists = usable.flatMap((f) =>
      f.kind === 'choice'
        ? [
            f.values().then(
              async (m): Promise<[string, PickOption[]]> => [f.field, pickOptions(await m.default.load(api))],
              // A values chunk that fails to load leaves its field without values, like a failed list call.
              (error: unknown): [string, PickOption[]] => {
                console.error(`Loading the ${f.field} filter values failed:`, error);
                return [f.field, []];
              },
            ),
          ]
        : [],
    );
    void Promise.all(lists).then((loaded) => live && setOptions(new Map(loaded)));
    return () => {
      live = false;
    };
  }, [api, usable]);
  return useMemo(
    () =>
      usable.map((f): FormField => {
        const label = t(f.label, { ns: f.pluginId });
        if (f.kind === 'choice') return { field: f.field, label, kind: 'choice', options: options.get(f.field) ?? [] };
        return { field: f.field, label, kind: 'text', suggest: async (text, domain) => (await f.values()).default.suggest(api, f.field, text, domain) };
      }),
    [usable, options, api, t],
  );
}
