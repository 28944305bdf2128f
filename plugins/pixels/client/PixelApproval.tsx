import { Button, Callout } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { useManagementSnackbar } from '../../../core/client/widgets';
import type { Pixel } from '../common/Pixel';
import { pixelReviewAfterSave } from '../common/pixelApproval';
import { pixelPaths } from '../common/pixelPaths';
import { storedPixelFields, type PixelFieldValues } from '../common/storedPixelFields';

export interface PixelApprovalProps {
  /** The pixel being edited; undefined while creating one. */
  editing: Pixel | undefined;
  /** An admin approved the pixel: the dialog says so, closes, and the list loads again. */
  onApproved(): void;
}

/**
 * A javascript pixel's approval (PX-04, PX-05): approved, or a warning that it does not fire until
 * it is approved — a new pixel, one not approved yet, one the review rejected (with the admin's
 * reason, until its code changes), and one whose code the form changes (the save asks for a new
 * approval, as the server decides it). An admin (viewModuleAdmin: the
 * back-office review, OP-12) approves an unapproved pixel as it is stored, so not while the form
 * holds changes. Other types need no approval and show nothing.
 */
export function PixelApproval({ editing, onApproved }: PixelApprovalProps) {
  const { t } = useTranslation('pixels');
  const { api, auth } = useConsole();
  const notify = useManagementSnackbar();
  const form = useFormikContext<PixelFieldValues>();
  const [approving, setApproving] = useState(false);
  if (form.values.type !== 'javascript') return null;

  const review = editing && pixelReviewAfterSave(editing, storedPixelFields(form.values));
  if (review?.approved) {
    return (
      <Callout intent="success" icon="tick-circle" className="ac-pixel-approval" data-testid="pixel-approved">
        {t('approval.approved')}
      </Callout>
    );
  }
  const approve = async () => {
    setApproving(true);
    try {
      await api.post(pixelPaths.approve(editing!.id), { version: editing!.version });
      onApproved();
    } catch (error) {
      notify.failure(error as Error);
    } finally {
      setApproving(false);
    }
  };
  const reviewable = editing !== undefined && !editing.approved && auth.can('viewModuleAdmin');
  return (
    <Callout intent={review?.rejection_reason ? 'danger' : 'warning'} icon="warning-sign" className="ac-pixel-approval" data-testid="pixel-needs-approval">
      <p>{review?.rejection_reason ? t('approval.rejected', { reason: review.rejection_reason }) : t(editing?.approved ? 'approval.changed' : editing ? 'approval.notApproved' : 'approval.needed')}</p>
      {reviewable && (
        <Button intent="success" icon="endorsed" text={t('approval.approve')} loading={approving} disabled={form.dirty} title={form.dirty ? t('approval.saveFirst') : undefined} onClick={() => void approve()} data-testid="pixel-approve" />
      )}
    </Callout>
  );
}
