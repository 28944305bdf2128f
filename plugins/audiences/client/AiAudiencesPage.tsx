import { Breadcrumbs, Card, HTMLSelect, Spinner, type BreadcrumbProps } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { NoData } from '../../../core/client/widgets';
import { CLASSIFICATION_DAYS, type ClassificationDays } from '../common/Classification';
import { AiTopicsStore, ALL_DOMAINS } from './AiTopicsStore';
import { TopicCardView } from './TopicCardView';
import './aiAudiences.css';

/**
 * /audiences/ai: the AI topics of the caller's pages (management §2 AI audiences). Domain select
 * with all domains, the first real domain chosen (AI-01); days 1, 7 (default), 30 (AI-02);
 * breadcrumbs from Topics through the topic tree (AI-03); a card per topic with page views
 * (AI-04); the no-data text when the level has none (AI-05).
 */
const AiAudiencesPage = observer(function AiAudiencesPage() {
  const { api } = useConsole();
  const { t, i18n } = useTranslation('audiences');
  const [store] = useState(() => new AiTopicsStore(api));
  useEffect(() => void store.start(), [store]);
  const name = (topic: { german: string; english: string }) => (i18n.language.startsWith('de') ? topic.german : topic.english);
  const crumbs: BreadcrumbProps[] = [
    { text: t('ai.topics'), onClick: () => store.goTo(0) },
    ...store.path.map((topic, i) => ({ text: name(topic), onClick: () => store.goTo(i + 1) })),
  ];
  return (
    <Card className="ac-ai-audiences" data-testid="ai-audiences-page">
      <div className="ac-ai-audiences-bar">
        <HTMLSelect aria-label={t('ai.domain')} value={store.domain} onChange={(e) => void store.setDomain(e.currentTarget.value)} data-testid="ai-domain">
          <option value={ALL_DOMAINS}>{t('ai.allDomains')}</option>
          {store.domains.map((domain) => (
            <option key={domain} value={domain}>
              {domain}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect aria-label={t('ai.timeframe')} value={store.days} onChange={(e) => void store.setDays(Number(e.currentTarget.value) as ClassificationDays)} data-testid="ai-days">
          {CLASSIFICATION_DAYS.map((days) => (
            <option key={days} value={days}>
              {t(`ai.days.${days}`)}
            </option>
          ))}
        </HTMLSelect>
      </div>
      <div data-testid="ai-breadcrumbs">
        <Breadcrumbs items={crumbs} />
      </div>
      {store.loading && !store.cards.length ? (
        <Spinner size={30} />
      ) : store.cards.length ? (
        <div className="ac-ai-topics">
          {store.cards.map((card) => (
            <TopicCardView key={card.topic.id} card={card} onOpen={card.topic.children.length ? () => store.open(card.topic) : undefined} />
          ))}
        </div>
      ) : (
        <div data-testid="ai-no-data">
          <NoData text={t('ai.noData')} />
        </div>
      )}
    </Card>
  );
});

export default AiAudiencesPage;
