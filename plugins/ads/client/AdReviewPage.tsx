import { Button, ButtonGroup, Card, H4, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { useManagementSnackbar } from '../../../core/client/widgets';
import type { Ad } from '../common/Ad';
import { AdQueueStore } from './AdQueueStore';
import { AdRejectDialog } from './AdRejectDialog';
import './ads.css';

/** One code of an ad as the reviewer reads it: plain text in a <pre>, never run or rendered. */
function Code({ label, text, testId }: { label: string; text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <pre className="ac-ad-code" data-testid={testId}>
          {text}
        </pre>
      </dd>
    </>
  );
}

/**
 * /campaigns/ad-review (admins, OP-12): the dynamic and Google ads waiting for review, oldest
 * change first — name, type, owner and what the ad runs on a page (tag, native tag, Google
 * settings) as plain text — each approved, or rejected with a reason. The queue loads again after
 * each decision; a decision on an ad changed meanwhile is refused (409) with who changed it.
 */
export default observer(function AdReviewPage() {
  const { t } = useTranslation('ads');
  const { api } = useConsole();
  const notify = useManagementSnackbar();
  const [store] = useState(() => new AdQueueStore(api));
  const [rejecting, setRejecting] = useState<Ad>();
  const [approving, setApproving] = useState<number>();

  const load = useCallback(() => store.load().catch((error: unknown) => notify.failure(error as Error)), [store, notify]);
  useEffect(() => void load(), [load]);
  const approve = async (ad: Ad) => {
    setApproving(ad.id);
    try {
      await store.approve(ad);
      notify.success('stateChanged');
    } catch (error) {
      notify.failure(error as Error);
    } finally {
      setApproving(undefined);
      void load();
    }
  };

  const body = () => {
    if (store.loading && !store.ads.length) return <Spinner />;
    if (!store.ads.length) return <NonIdealState icon="endorsed" title={t('review.empty')} description={t('review.emptyText')} />;
    return store.ads.map((ad) => (
      <Card key={ad.id} className="ac-ad-review" data-testid="ad-review-item">
        <H4>
          {ad.name} <Tag minimal>{t(`types.${ad.type}`)}</Tag>
        </H4>
        <dl className="ac-ad-review-facts">
          <dt>{t('review.owner')}</dt>
          <dd data-testid="ad-review-owner">{ad.email ?? t('review.unknownOwner')}</dd>
          <dt>{t('fields.target_url')}</dt>
          <dd>{ad.target_url}</dd>
          <Code label={t('fields.tag')} text={ad.tag} testId="ad-review-tag" />
          <Code label={t('fields.nativeTag')} text={ad.nativeTag} testId="ad-review-native-tag" />
          {ad.type === 'google' && <Code label={t('google.title')} text={JSON.stringify(ad.settings, null, 2)} testId="ad-review-settings" />}
        </dl>
        <ButtonGroup>
          <Button intent="success" icon="tick" text={t('review.approve')} loading={approving === ad.id} onClick={() => void approve(ad)} data-testid="ad-review-approve" />
          <Button intent="danger" icon="cross" text={t('review.reject')} onClick={() => setRejecting(ad)} data-testid="ad-review-reject" />
        </ButtonGroup>
      </Card>
    ));
  };

  return (
    <div className="ac-ad-review-page" data-testid="ad-review-page">
      {body()}
      <AdRejectDialog
        ad={rejecting}
        onClose={() => setRejecting(undefined)}
        onRejected={() => {
          notify.success('stateChanged');
          setRejecting(undefined);
          void load();
        }}
      />
    </div>
  );
});
