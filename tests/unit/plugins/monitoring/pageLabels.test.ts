import { pageLabels } from '../../../../plugins/monitoring/common/pageLabels';

const row = (key: string, domain?: string) => ({ key, domain, doc_count: 1, views: 1 });

describe('pageLabels', () => {
  it('IC-02: pages of one domain are named by their path alone', () => {
    const rows = [row('/', 'a.com'), row('/x', 'a.com'), row('/y')];
    expect(rows.map(pageLabels(rows))).toEqual(['/', '/x', '/y']);
  });

  it('IC-02: pages of several domains in view carry their domain, so "/" is not there twice', () => {
    const rows = [row('/', 'a.com'), row('/', 'b.org'), row('/x', 'a.com')];
    expect(rows.map(pageLabels(rows))).toEqual(['a.com/', 'b.org/', 'a.com/x']);
  });
});
