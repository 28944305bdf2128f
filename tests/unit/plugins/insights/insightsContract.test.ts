import plugin from '../../../../plugins/insights';
import { DevicesBlock } from '../../../../plugins/insights/client/DevicesBlock';
import { DomainPageList } from '../../../../plugins/insights/client/DomainPageList';
import { InsightsFrame } from '../../../../plugins/insights/client/InsightsFrame';
import { ReferrerBlock } from '../../../../plugins/insights/client/ReferrerBlock';
import { useInsightsFilter } from '../../../../plugins/insights/client/useInsightsFilter';

describe('the insights plugin', () => {
  it('requires only the data plane, and offers the pages its filter, frame and blocks through its contract', async () => {
    expect(plugin.requires).toEqual(['monitoring']);
    expect((await plugin.contract()).default).toEqual({ useInsightsFilter, InsightsFrame, DevicesBlock, ReferrerBlock, DomainPageList });
  });
});
