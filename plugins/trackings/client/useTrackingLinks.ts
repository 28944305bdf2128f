import { useConsole } from '../../../core/client/app';

/** This plugin's routes, found by name so that their paths may change: the list and one tracking's detail. */
export function useTrackingLinks() {
  const { registry } = useConsole();
  return {
    list: registry.route('trackEvents')!.path,
    detail: (id: number) => registry.route('trackEventsDetail')!.path.replace(':id', String(id)),
  };
}
