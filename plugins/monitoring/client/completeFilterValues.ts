import type { TextFieldValues } from '../../../core/common/filter';
import type { CompletionRow } from '../common/monitoringReplies';

/** Domain and page suggestions: the complete resource (spec §5, FB-13: field, value and, for pages, the filter's domain). */
const completeFilterValues: TextFieldValues = {
  async suggest(api, field, text, domain) {
    const rows = await api.get<CompletionRow[]>('/v1/monitoring/complete', { host: 'analytics', query: { field, value: text, ...(domain ? { domain } : {}) } });
    return rows.map((r) => ({ value: r.key, label: r.key }));
  },
};

export default completeFilterValues;
