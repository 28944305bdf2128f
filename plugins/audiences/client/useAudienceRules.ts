import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../../core/client/api';
import { useConsole } from '../../../core/client/app';
import type { AudienceRulesReply, RuleType } from '../common/Mapping';
import { mappingPaths } from '../common/mappingPaths';

export interface AudienceRules {
  /** The audience's rules by source; undefined while loading. */
  rules?: AudienceRulesReply;
  /** RU-02: removes one rule (removeRule, OP-10) and loads the rules again; rejects with the server's error. */
  remove(type: RuleType, id: number): Promise<void>;
}

/** One audience's mapping rules (getAssignedRules, RU-03); a failed load shows in the red snackbar that stays. */
export function useAudienceRules(audienceId: number): AudienceRules {
  const { api, snackbar } = useConsole();
  const [rules, setRules] = useState<AudienceRulesReply>();
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    api.get<AudienceRulesReply>(mappingPaths.getAssignedRules, { query: { id: audienceId }, signal: controller.signal }).then(setRules, (error: ApiError) => {
      if (!error.cancelled) snackbar.show(error.message, { intent: 'danger', timeout: 0 });
    });
    return () => controller.abort();
  }, [api, snackbar, audienceId, loads]);
  const remove = useCallback(
    async (type: RuleType, id: number) => {
      await api.post(mappingPaths.removeRule, { id, type });
      setLoads((n) => n + 1);
    },
    [api],
  );
  return { rules, remove };
}
