import { Icon } from '@blueprintjs/core';

/** A user's image, or a person icon when there is none. */
export function Avatar({ image, size = 32 }: { image: string | null | undefined; size?: number }) {
  if (!image) return <Icon icon="user" size={size * 0.6} className="ac-avatar ac-avatar-empty" style={{ width: size, height: size }} />;
  return <img className="ac-avatar" src={image} alt="" width={size} height={size} />;
}
