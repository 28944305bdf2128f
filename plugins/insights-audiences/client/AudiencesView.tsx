import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { CardBody, type CardFilterTerm } from '../../../core/client/grid';
import type { ResourceFilter } from '../../../core/client/resources';
import type { ApiError } from '../../../core/client/api';
import type { Audience } from '../../audiences/common/Audience';
import { audiencesById } from '../common/audienceSelection';
import { AudienceAvatars } from './AudienceAvatars';
import { AudienceChooser } from './AudienceChooser';
import { AudienceTabs, type AudienceTab } from './AudienceTabs';
import { AudienceUsersChart } from './AudienceUsersChart';
import './insightsAudiences.css';

export interface AudiencesViewProps {
  /** The chooser's audiences; undefined while they load. */
  audiences?: readonly Audience[];
  audiencesError?: ApiError;
  /** Selected audience ids (the filter's audience terms). */
  selected: readonly number[];
  onToggle: (audience: Audience) => void;
  /** The resource filter of the range, carrying the audience terms. */
  filter: ResourceFilter;
  onFilter?: (term: CardFilterTerm) => void;
  tab: AudienceTab;
  onTabChange: (tab: AudienceTab) => void;
}

/**
 * The page below the filter bar (IA-02..09): the chooser alone and wide while nothing is
 * selected; with a selection the chooser narrows beside the content — avatars, the users
 * chart and the tabs. Nothing of the content loads before an audience is chosen.
 */
export function AudiencesView({ audiences, audiencesError, selected, onToggle, filter, onFilter, tab, onTabChange }: AudiencesViewProps) {
  const { t } = useTranslation('insights-audiences');
  if (audiencesError) return <Callout intent="danger">{audiencesError.message}</Callout>;
  if (!audiences) return <CardBody loading />;
  const byId = audiencesById(audiences);
  const chosen = selected.map((id) => byId.get(id)).filter((a): a is Audience => !!a);
  const chooser = <AudienceChooser audiences={audiences} selected={selected} onToggle={onToggle} />;
  if (!chosen.length) {
    return (
      <div className="ac-insights-audiences-view" data-testid="audiences-view" data-selected="none">
        <p className="ac-insights-audiences-hint">{t('chooseHint')}</p>
        {chooser}
      </div>
    );
  }
  return (
    <div className="ac-insights-audiences-view ac-insights-audiences-selected" data-testid="audiences-view" data-selected={chosen.length}>
      <aside className="ac-insights-audiences-chooser">{chooser}</aside>
      <section className="ac-insights-audiences-content" data-testid="audiences-content">
        <AudienceAvatars audiences={chosen} onRemove={onToggle} />
        <AudienceUsersChart filter={filter} />
        <AudienceTabs tab={tab} onTabChange={onTabChange} audiences={chosen} filter={filter} onFilter={onFilter} />
      </section>
    </div>
  );
}
