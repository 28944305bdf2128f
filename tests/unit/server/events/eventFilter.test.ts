/** @jest-environment node */
import { eventFilterWhere } from '../../../../core/server/events/duckdb/eventFilterSql';
import { testEventLists } from '../../../support/eventLists';
import { EventLists } from '../../../../core/server/events/eventColumns';

describe('eventFilterWhere', () => {
  const range = { from: 1000, to: 2000 };

  it('API-15: translates time, domain list, page and terms into one WHERE with positional parameters', () => {
    const where = eventFilterWhere(
      { domain: ['a.com', 'b.com'], page: '/sport', terms: [{ field: 'audience', value: 5 }, { field: 'channel', value: [1, 2] }, { field: 'device', value: 'Phone' }] },
      range,
      testEventLists,
    );
    expect(where.sql).toBe(
      'WHERE (ts >= $1 AND ts < $2) AND (domain IN ($3, $4)) AND (path = $5) AND (list_contains(audience_ids, $6::INTEGER))' +
        ' AND (list_contains(channel_ids, $7::INTEGER) OR list_contains(channel_ids, $8::INTEGER)) AND (device IN ($9))',
    );
    expect(where.params).toEqual([1000n, 2000n, 'a.com', 'b.com', '/sport', 5, 1, 2, 'Phone']);
  });

  it('a single domain filters; an empty domain list matches nothing; no domain means all', () => {
    expect(eventFilterWhere({ domain: 'a.com' }, range, testEventLists).sql).toContain('domain IN ($3)');
    expect(eventFilterWhere({ domain: [] }, range, testEventLists).sql).toContain('domain IN (NULL)');
    expect(eventFilterWhere({}, range, testEventLists).sql).toBe('WHERE (ts >= $1 AND ts < $2)');
  });

  it('a term on a list no enabled plugin declares (audiences disabled) matches nothing', () => {
    expect(eventFilterWhere({ terms: [{ field: 'audience', value: 1 }] }, range, new EventLists([])).sql).toBe('WHERE (ts >= $1 AND ts < $2) AND (false)');
  });
});
