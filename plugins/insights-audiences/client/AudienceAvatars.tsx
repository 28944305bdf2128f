import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import type { Audience } from '../../audiences/common/Audience';

/** Avatar size of an audience (spec §9). */
const AUDIENCE_AVATAR_PX = 64;

/**
 * The selected audiences as 64 px avatars (IA-05): the audience image, or its initial where
 * it has none; each can be removed from the selection.
 */
export function AudienceAvatars({ audiences, onRemove }: { audiences: readonly Audience[]; onRemove: (audience: Audience) => void }) {
  const { t } = useTranslation('insights-audiences');
  const { mediaUrl } = useConsole();
  return (
    <ul className="ac-audience-avatars" data-testid="audience-avatars">
      {audiences.map((audience) => {
        const src = audience.filename ? mediaUrl(audience.filename) : undefined;
        return (
          <li key={audience.id} className="ac-audience-avatar" data-testid={`avatar-${audience.id}`}>
            {src ? (
              <img src={src} alt={audience.text} width={AUDIENCE_AVATAR_PX} height={AUDIENCE_AVATAR_PX} />
            ) : (
              <span className="ac-audience-avatar-initial" role="img" aria-label={audience.text} style={{ width: AUDIENCE_AVATAR_PX, height: AUDIENCE_AVATAR_PX }}>
                {audience.text.slice(0, 1).toUpperCase()}
              </span>
            )}
            <span className="ac-audience-avatar-name">{audience.text}</span>
            <Button variant="minimal" size="small" icon="cross" aria-label={t('removeAudience', { name: audience.text })} onClick={() => onRemove(audience)} />
          </li>
        );
      })}
    </ul>
  );
}
