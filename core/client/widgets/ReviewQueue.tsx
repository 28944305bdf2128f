import { Button, ButtonGroup, Card, H4, H5, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewRejection } from '../../common/entities';
import { RejectDialog } from './forms/RejectDialog';
import { useManagementSnackbar } from './useManagementSnackbar';

/** One fact a reviewer reads; code is plain text in a <pre>, never run or rendered. */
export interface ReviewFact {
  label: string;
  text: string | null;
  code?: boolean;
  testId?: string;
}

/** An item waiting for review, at the version the admin reads. */
export interface ReviewItem {
  id: number;
  version: number;
  name: string;
  /** Its kind, as a tag beside the name (an ad's type, "Javascript pixel"). */
  kind: string;
  /** The owner's e-mail; null when unknown. */
  owner: string | null;
  facts: readonly ReviewFact[];
}

export interface ReviewQueueProps<Item extends ReviewItem> {
  /** A heading above the queue, when a page shows several. */
  title?: string;
  load(): Promise<Item[]>;
  approve(item: Item): Promise<unknown>;
  reject(item: Item, rejection: ReviewRejection): Promise<unknown>;
  /** What an empty queue says. */
  empty: { title: string; description: string };
  /** Prefix of the test ids: `<testId>-item`, `-owner`, `-approve`, `-reject`, `-reject-dialog`. */
  testId: string;
}

/**
 * A back-office review queue (OP-12: dynamic and Google ads, javascript pixels): each item with
 * its owner and what it runs on a page as plain text, approved, or rejected with a reason its
 * owner reads. The queue loads again after each decision; a decision on an item changed meanwhile
 * is refused (409) and shown in the snackbar or on the reject form.
 */
export function ReviewQueue<Item extends ReviewItem>({ title, load, approve, reject, empty, testId }: ReviewQueueProps<Item>) {
  const { t } = useTranslation('core');
  const notify = useManagementSnackbar();
  const [items, setItems] = useState<readonly Item[]>();
  const [approving, setApproving] = useState<number>();
  const [rejecting, setRejecting] = useState<Item>();

  const reload = useCallback(() => load().then(setItems, (error: Error) => notify.failure(error)), [load, notify]);
  useEffect(() => void reload(), [reload]);
  const decided = () => {
    notify.success('stateChanged');
    void reload();
  };
  const onApprove = async (item: Item) => {
    setApproving(item.id);
    try {
      await approve(item);
      decided();
    } catch (error) {
      notify.failure(error as Error);
      void reload();
    } finally {
      setApproving(undefined);
    }
  };

  const body = () => {
    if (!items) return <Spinner />;
    if (!items.length) return <NonIdealState icon="endorsed" title={empty.title} description={empty.description} />;
    return items.map((item) => (
      <Card key={item.id} className="ac-review-item" data-testid={`${testId}-item`}>
        <H4>
          {item.name} <Tag minimal>{item.kind}</Tag>
        </H4>
        <dl className="ac-review-facts">
          <dt>{t('review.owner')}</dt>
          <dd data-testid={`${testId}-owner`}>{item.owner ?? t('review.unknownOwner')}</dd>
          {item.facts.map(
            (fact) =>
              fact.text && (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>
                    {fact.code ? (
                      <pre className="ac-review-code" data-testid={fact.testId}>
                        {fact.text}
                      </pre>
                    ) : (
                      <span data-testid={fact.testId}>{fact.text}</span>
                    )}
                  </dd>
                </div>
              ),
          )}
        </dl>
        <ButtonGroup>
          <Button intent="success" icon="tick" text={t('review.approve')} loading={approving === item.id} onClick={() => void onApprove(item)} data-testid={`${testId}-approve`} />
          <Button intent="danger" icon="cross" text={t('forms.reject')} onClick={() => setRejecting(item)} data-testid={`${testId}-reject`} />
        </ButtonGroup>
      </Card>
    ));
  };

  return (
    <section className="ac-review-queue" data-testid={testId}>
      {title && <H5>{title}</H5>}
      {body()}
      <RejectDialog
        item={rejecting}
        onReject={async (rejection) => {
          await reject(rejecting!, rejection);
          setRejecting(undefined);
          decided();
        }}
        onClose={() => setRejecting(undefined)}
        testId={`${testId}-reject-dialog`}
      />
    </section>
  );
}
