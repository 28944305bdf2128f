import { Card, FormGroup, HTMLSelect, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { usePluginContract } from '../../../core/client/contracts';
import { useFormat } from '../../../core/client/i18n';
import { RECOMMENDATION_DAYS } from '../common/recommendations';
import { useRecommendedPages } from './useRecommendedPages';

/**
 * /campaigns/recommend-content (OP-66, admins): for a domain and an audience, the pages its
 * visitors read most over the last 7 days compared with all visitors (lift), from the event
 * store — what a site's GET /api/v1/recommendations hands its visitors of that audience.
 */
export default function RecommendContentPage() {
  const { t } = useTranslation('ads');
  const format = useFormat();
  const { auth } = useConsole();
  const { AudiencePicker } = usePluginContract('audiences');
  const domains = auth.user?.domains ?? [];
  const [domain, setDomain] = useState(domains[0]?.title);
  const [audience, setAudience] = useState<number>();
  const pages = useRecommendedPages(domain, audience);

  return (
    <Card className="ac-recommend-content" data-testid="recommend-content-page">
      <FormGroup label={t('recommend.domain')} labelFor="recommend-domain">
        <HTMLSelect id="recommend-domain" value={domain ?? ''} onChange={(e) => setDomain(e.currentTarget.value)} options={domains.map((d) => d.title)} data-testid="recommend-domain" />
      </FormGroup>
      <AudiencePicker
        typeId={1}
        // One audience at a time: a newly chosen one takes the place of the last.
        value={audience === undefined ? [] : [audience]}
        onChange={(ids) => setAudience(ids.find((id) => id !== audience) ?? (ids.includes(audience!) ? audience : undefined))}
        label={t('recommend.audience')}
        testId="recommend-audience"
      />
      {audience === undefined ? (
        <NonIdealState icon="people" description={t('recommend.choose')} />
      ) : pages?.length === 0 ? (
        <NonIdealState icon="search" description={t('recommend.none', { days: RECOMMENDATION_DAYS })} />
      ) : (
        <HTMLTable compact striped data-testid="recommend-pages">
          <thead>
            <tr>
              <th>{t('recommend.page')}</th>
              <th>{t('recommend.audienceViews')}</th>
              <th>{t('recommend.views')}</th>
              <th>{t('recommend.lift')}</th>
            </tr>
          </thead>
          <tbody>
            {(pages ?? []).map((page) => (
              <tr key={page.page}>
                <td title={page.page}>{page.title || page.page}</td>
                <td>{format.number(page.audienceViews)}</td>
                <td>{format.number(page.views)}</td>
                <td>{`${format.number(page.lift)}×`}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
