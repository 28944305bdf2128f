import { useConsole } from '../../../core/client/app';
import { AddImageDialog, useManagementSnackbar, type ImageChoice } from '../../../core/client/widgets';
import type { AudienceEntity } from '../common/AudienceEntity';
import { audiencePaths } from '../common/audiencePaths';

export interface AudienceImageDialogProps {
  /** The audience whose image is chosen (TM-08: the tree's image icon); closed when undefined. */
  audience: { id: number } | undefined;
  onClose(): void;
  /** The audience as stored, with its new `filename` (and `yt_video_id` for a video): the screen redraws its image. */
  onSaved(audience: AudienceEntity): void;
}

/**
 * The add-image dialog for one audience: saving calls images/storeAudience (IM-07) and shows
 * *image added*; a refused image stays in the dialog with the server's reason. Provider
 * audiences' images are the admins' (TM-10): a screen offers this only to those who may.
 */
export function AudienceImageDialog({ audience, onClose, onSaved }: AudienceImageDialogProps) {
  const { api } = useConsole();
  const notify = useManagementSnackbar();
  const save = async (choice: ImageChoice) => {
    const stored = await api.post<AudienceEntity>(audiencePaths.storeAudience, { id: audience!.id, ...choice });
    notify.success('imageAdded');
    onSaved(stored);
  };
  return <AddImageDialog isOpen={audience !== undefined} onClose={onClose} onSave={save} />;
}
