import { Button, Card, H3, H5, Switch, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useConsole } from '../../../core/client/app';
import { useOptionalPluginContract, usePluginContract } from '../../../core/client/contracts';
import { useFormat } from '../../../core/client/i18n';
import { ConfirmDialog, useManagementSnackbar } from '../../../core/client/widgets';
import type { QuestionCatalogue } from '../../audiences/common/audiencesContract';
import { answerKey, refKey } from '../../audiences/common/catalogueRefs';
import type { Tracking } from '../common/Tracking';
import { TrackingDetailStore } from './TrackingDetailStore';
import { TrackingWizard, type EditedTracking } from './TrackingWizard';
import { useTrackingCatalogue } from './useTrackingCatalogue';
import { useTrackingLinks } from './useTrackingLinks';
import './trackings.css';

/**
 * /tracking/track-events/{id} (management §2, TK-18..TK-21): the tracking's fields, its active
 * switch (stateChanged; a failure puts it back and is only logged), its assigned pixels (the pixels
 * plugin's list), events, questions, answers, ads and forms, Edit (the wizard) and Delete (after a
 * confirmation; the list follows, even when the delete failed). A tracking that cannot be loaded
 * leads back to the list with the not-found message.
 */
export default observer(function TrackingDetailPage() {
  const { t } = useTranslation('trackings');
  const { api } = useConsole();
  const notify = useManagementSnackbar();
  const navigate = useNavigate();
  const links = useTrackingLinks();
  const id = Number(useParams().id);
  const store = useMemo(() => new TrackingDetailStore(api, id), [api, id]);
  const catalogue = useTrackingCatalogue();
  const [edited, setEdited] = useState<EditedTracking>();
  const [deleting, setDeleting] = useState(false);
  const tracking = store.tracking;

  useEffect(() => {
    void store.load().then((loaded) => {
      if (loaded) return;
      notify.failure('modelNotFound');
      navigate(links.list, { replace: true });
    });
  }, [store, notify, navigate, links.list]);
  useEffect(() => {
    if (tracking) catalogue.name({ questions: tracking.assignedQuestions, forms: tracking.assignedForms });
  }, [catalogue, tracking]);

  if (!tracking) return null;

  const toggle = async (active: boolean) => {
    if (await store.toggle(active)) notify.success('stateChanged');
  };
  const edit = async () => {
    try {
      setEdited({ id: tracking.id, values: await store.editValues(), domain: tracking.domain });
    } catch (error) {
      notify.failure(error as Error);
    }
  };
  const saved = () => {
    setEdited(undefined);
    void store.load();
  };
  const remove = async () => {
    try {
      await store.remove();
      notify.success('deleted');
    } catch (error) {
      notify.failure(error as Error);
    } finally {
      setDeleting(false);
      navigate(links.list);
    }
  };

  return (
    <Card className="ac-tracking-detail" data-testid="tracking-detail">
      <div className="ac-tracking-detail-header">
        <H3 data-testid="tracking-name">{tracking.name}</H3>
        <Button icon="edit" text={t('detail.edit')} onClick={() => void edit()} data-testid="tracking-edit" />
        <Button icon="trash" intent="danger" text={t('detail.delete')} onClick={() => setDeleting(true)} data-testid="tracking-delete" />
      </div>
      <Switch label={t('fields.active')} checked={tracking.active} disabled={store.toggling} onChange={(e) => void toggle(e.currentTarget.checked)} data-testid="tracking-active" />
      <TrackingFields tracking={tracking} />
      <TrackingAssignments tracking={tracking} catalogue={catalogue} />
      <TrackingWizard edited={edited} onClose={() => setEdited(undefined)} onSaved={saved} />
      <ConfirmDialog isOpen={deleting} onConfirm={remove} onCancel={() => setDeleting(false)}>
        <p data-testid="tracking-delete-confirm">{t('detail.confirmDelete', { name: tracking.name })}</p>
      </ConfirmDialog>
    </Card>
  );
});

/** Dates, domain, device type and auto-assignment, in the interface language. */
function TrackingFields({ tracking }: { tracking: Tracking }) {
  const { t } = useTranslation('trackings');
  const format = useFormat();
  const day = (value: string | null) => (value === null ? t('detail.notSet') : format.day(value));
  return (
    <dl>
      <Row label={t('fields.start_date')} testId="tracking-start-date">
        {day(tracking.start_date)}
      </Row>
      <Row label={t('fields.end_date')} testId="tracking-end-date">
        {day(tracking.end_date)}
      </Row>
      <Row label={t('fields.domain_id')} testId="tracking-domain">
        {tracking.domain_id === 0 ? t('allDomains') : (tracking.domain ?? `#${tracking.domain_id}`)}
      </Row>
      <Row label={t('fields.device_type')} testId="tracking-device-type">
        {t(`deviceTypes.${tracking.device_type}`)}
      </Row>
      <Row label={t('fields.auto_assignment')} testId="tracking-auto-assignment">
        {t(tracking.auto_assignment ? 'detail.yes' : 'detail.no')}
      </Row>
    </dl>
  );
}

/** What the tracking assigns: pixels (the pixels plugin draws them), events, questions, answers, ads and forms. */
const TrackingAssignments = observer(function TrackingAssignments({ tracking, catalogue }: { tracking: Tracking; catalogue: QuestionCatalogue }) {
  const { t } = useTranslation('trackings');
  const { AssignedPixels } = usePluginContract('pixels');
  // The ads' names while the ads plugin is enabled and the caller reads ads; their ids otherwise.
  const ads = useOptionalPluginContract('ads');
  const { auth } = useConsole();
  const adText = (id: number) => (ads && auth.can('viewAds') ? <ads.AdName id={id} /> : `#${id}`);
  const onDomain = (text: string | undefined, ref: { id: number; domain: string }) => t('wizard.onDomain', { text: text ?? `#${ref.id}`, domain: ref.domain });
  const answers = catalogue.answersOf(tracking.assignedQuestions);
  const answerText = (ref: Tracking['assignedAnswers'][number]) => {
    const known = answers.find((a) => answerKey(a.ref) === answerKey(ref));
    return known ? t('wizard.answerOf', { answer: known.answer, question: known.question }) : `#${ref.questionId}/${ref.answerId}`;
  };
  return (
    <>
      <H5>{t('fields.assignedPixels')}</H5>
      <AssignedPixels pixelIds={tracking.assignedPixels} />
      <Assigned title={t('fields.assignedEvents')} items={tracking.assignedEvents.map((e) => ({ key: e, text: t(`events.${e}`) }))} testId="tracking-events" />
      <Assigned title={t('fields.assignedQuestions')} items={tracking.assignedQuestions.map((q) => ({ key: refKey(q), text: onDomain(catalogue.questionText(q), q) }))} testId="tracking-questions" />
      <Assigned title={t('fields.assignedAnswers')} items={tracking.assignedAnswers.map((a) => ({ key: answerKey(a), text: answerText(a) }))} testId="tracking-answers" />
      <Assigned title={t('fields.assignedAds')} items={tracking.assignedAds.map((ad) => ({ key: String(ad), text: adText(ad) }))} testId="tracking-ads" />
      <Assigned title={t('fields.assignedForms')} items={tracking.assignedForms.map((f) => ({ key: refKey(f), text: onDomain(catalogue.formTitle(f), f) }))} testId="tracking-forms" />
    </>
  );
});

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

/** One kind of assignment as tags, or "none". */
function Assigned({ title, items, testId }: { title: string; items: { key: string; text: ReactNode }[]; testId: string }) {
  const { t } = useTranslation('trackings');
  return (
    <section data-testid={testId}>
      <H5>{title}</H5>
      {items.length ? items.map((item) => <Tag key={item.key} minimal className="ac-tracking-tag">{item.text}</Tag>) : <span className="bp6-text-muted">{t('detail.none')}</span>}
    </section>
  );
}
