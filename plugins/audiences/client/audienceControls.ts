import type { Audience } from '../common/Audience';

/** Which of a node's controls the tree manager offers the caller (TM-03, TM-10). */
export interface AudienceControls {
  edit: boolean;
  image: boolean;
  addSub: boolean;
  delete: boolean;
}

const subtree = (audience: Audience): Audience[] => [audience, ...audience.children.flatMap(subtree)];

/**
 * The server's write rules (audienceWriteAccess) as controls, so none is offered that it would
 * refuse: edit where the caller may change the audience; image and delete not for a member on a
 * provider (is_pinpoll) audience (TM-10, OP-44) — delete takes the sub-audiences along, so every
 * one of them must be deletable too. A sub-entry may go under any audience of the tree.
 */
export function audienceControls(audience: Audience, caller: { admin: boolean; changeable: ReadonlySet<number> }): AudienceControls {
  const mayChange = (a: Audience) => caller.changeable.has(a.id);
  const unprotected = (a: Audience) => caller.admin || !a.is_pinpoll;
  return {
    edit: mayChange(audience),
    image: mayChange(audience) && unprotected(audience),
    addSub: true,
    delete: subtree(audience).every((a) => mayChange(a) && unprotected(a)),
  };
}
