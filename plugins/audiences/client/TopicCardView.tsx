import { Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../core/client/i18n';
import { trackedPercentage } from '../common/Classification';
import type { TopicCard } from './AiTopicsStore';

/** One topic's card (AI-04): users, visitors, tracked percentage and page views; a click opens its sub-topics. */
export function TopicCardView({ card, onOpen }: { card: TopicCard; onOpen?: () => void }) {
  const { t, i18n } = useTranslation('audiences');
  const format = useFormat();
  const { topic, item } = card;
  const facts: [string, string, string][] = [
    ['users', t('ai.users'), format.managementNumber(item.counts.users.value)],
    ['visitors', t('ai.visitors'), format.managementNumber(item.counts.visitors.value)],
    ['tracked', t('ai.tracked'), format.percent(trackedPercentage(item) / 100)],
    ['views', t('ai.pageViews'), format.managementNumber(item.doc_count)],
  ];
  return (
    <Card className="ac-ai-topic" interactive={Boolean(onOpen)} onClick={onOpen} data-testid={`ai-topic-${topic.id}`}>
      <h4 className="ac-ai-topic-title">
        {i18n.language.startsWith('de') ? topic.german : topic.english}
        {onOpen && <Icon icon="chevron-right" aria-label={t('ai.open')} />}
      </h4>
      <dl className="ac-ai-topic-facts">
        {facts.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`ai-topic-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
