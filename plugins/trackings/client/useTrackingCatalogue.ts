import { useEffect, useState } from 'react';
import { useConsole } from '../../../core/client/app';
import { TrackingCatalogueStore } from './TrackingCatalogueStore';

/** The catalogue a tracking screen names questions and forms with: what the caller may read of it (readQuestions, readForms), its timers stopped on unmount. */
export function useTrackingCatalogue(): TrackingCatalogueStore {
  const { api, auth } = useConsole();
  const [catalogue] = useState(() => new TrackingCatalogueStore(api, { questions: auth.can('readQuestions'), forms: auth.can('readForms') }));
  useEffect(() => () => catalogue.dispose(), [catalogue]);
  return catalogue;
}
