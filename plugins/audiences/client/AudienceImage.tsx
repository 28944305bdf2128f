import { useConsole } from '../../../core/client/app';
import './audienceImage.css';

/** An audience's image (AO-21: a relative file name under the media base URL), or its initial where it has none: the overview's cards and the tree manager's panels (TM-03). */
export function AudienceImage({ filename, name, size }: { filename: string | null; name: string; size: number }) {
  const { mediaUrl } = useConsole();
  const src = filename ? mediaUrl(filename) : undefined;
  const box = { width: size, height: size };
  return src ? (
    <img className="ac-audience-image" src={src} alt={name} {...box} data-testid="audience-avatar" />
  ) : (
    <span className="ac-audience-image ac-audience-initial" role="img" data-testid="audience-avatar" aria-label={name} style={{ ...box, fontSize: size / 2 }}>
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
