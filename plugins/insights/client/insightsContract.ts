import type { InsightsContract } from '../common/insightsContract';
import { DevicesBlock } from './DevicesBlock';
import { DomainPageList } from './DomainPageList';
import { InsightsFrame } from './InsightsFrame';
import { ReferrerBlock } from './ReferrerBlock';
import { useInsightsFilter } from './useInsightsFilter';

/** The insights contract (the manifest's `contract`), loaded before an insights page renders. */
const insightsContract: InsightsContract = { useInsightsFilter, InsightsFrame, DevicesBlock, ReferrerBlock, DomainPageList };

export default insightsContract;
