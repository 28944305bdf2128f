import { useEffect, useState } from 'react';
import { useConsole } from '../../../core/client/app';
import type { QuestionCatalogue } from '../common/audiencesContract';
import { CatalogueStore } from './CatalogueStore';

/** The contract's catalogue: what the caller may read of it (readQuestions, readForms), its timers stopped on unmount. */
export function useCatalogue(debounceMs: number): QuestionCatalogue {
  const { api, auth } = useConsole();
  const [catalogue] = useState(() => new CatalogueStore(api, { questions: auth.can('readQuestions'), forms: auth.can('readForms') }, debounceMs));
  useEffect(() => () => catalogue.dispose(), [catalogue]);
  return catalogue;
}
