import { H5, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoData } from '../../../core/client/widgets';
import { AUDIENCE_TYPES, type Audience } from '../../audiences/common/Audience';
import { AudienceTree } from './AudienceTree';

const CHOOSER_TABS = [
  { id: 'interests', typeId: AUDIENCE_TYPES.interest },
  { id: 'properties', typeId: AUDIENCE_TYPES.property },
] as const;
type ChooserTab = (typeof CHOOSER_TABS)[number]['id'];

/**
 * The audience chooser (IA-02..04): Interests (type 1) and Properties (type 2), each a tree.
 * With nothing selected the two trees stand side by side; with a selection the chooser
 * narrows to tabs beside the content. A click toggles an audience (`onToggle`).
 */
export function AudienceChooser({ audiences, selected, onToggle }: { audiences: readonly Audience[]; selected: readonly number[]; onToggle: (audience: Audience) => void }) {
  const { t } = useTranslation('insights-audiences');
  const [tab, setTab] = useState<ChooserTab>('interests');
  const tree = (id: ChooserTab, typeId: number) => {
    const roots = audiences.filter((audience) => audience.type_id === typeId);
    if (!roots.length) return <NoData text={t('noAudiences')} />;
    return <AudienceTree audiences={roots} selected={selected} onToggle={onToggle} label={t(`chooser.${id}`)} />;
  };

  if (!selected.length) {
    return (
      <div className="ac-audience-chooser ac-audience-chooser-wide" data-testid="audience-chooser" data-layout="wide">
        {CHOOSER_TABS.map(({ id, typeId }) => (
          <section key={id} className="ac-audience-chooser-column" data-testid={`chooser-${id}`}>
            <H5>{t(`chooser.${id}`)}</H5>
            {tree(id, typeId)}
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className="ac-audience-chooser ac-audience-chooser-narrow" data-testid="audience-chooser" data-layout="narrow">
      <Tabs id="audience-chooser" selectedTabId={tab} onChange={(next) => setTab(next as ChooserTab)}>
        {CHOOSER_TABS.map(({ id, typeId }) => (
          <Tab key={id} id={id} title={t(`chooser.${id}`)} panel={<div data-testid={`chooser-${id}`}>{tree(id, typeId)}</div>} />
        ))}
      </Tabs>
    </div>
  );
}
