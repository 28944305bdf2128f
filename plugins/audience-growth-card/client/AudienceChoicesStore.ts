import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { Audience, AudienceTypeId } from '../../audiences/common/Audience';

/** One entry of a picker: an audience of the tree with its depth (children are indented under their parent). */
export interface AudienceChoice {
  id: number;
  text: string;
  typeId: AudienceTypeId;
  depth: number;
}

const flatten = (list: readonly Audience[], depth = 0): AudienceChoice[] =>
  list.flatMap((a) => [{ id: a.id, text: a.text, typeId: a.type_id, depth }, ...flatten(a.children ?? [], depth + 1)]);

/**
 * The audiences the growth card offers: the caller's visible taxonomy from getAudiences, shared by
 * every growth card and, through the audiences contract's loadAudiences, with the filter bar's
 * audience values: asked once per console and again after a taxonomy change. A failure is only logged (spec §8) and the next card retries.
 */
export class AudienceChoicesStore {
  audiences: readonly Audience[] = [];

  constructor(private readonly loadList: () => Promise<readonly Audience[]>) {
    makeObservable<AudienceChoicesStore>(this, { audiences: observableRef, choices: computed });
  }

  /** Every audience of the tree in reading order. */
  get choices(): AudienceChoice[] {
    return flatten(this.audiences);
  }

  /** The audiences of one type: 1 interests, 2 visitor properties. */
  ofType(typeId: AudienceTypeId): AudienceChoice[] {
    return this.choices.filter((c) => c.typeId === typeId);
  }

  find(id: number | null): AudienceChoice | undefined {
    return id === null ? undefined : this.choices.find((c) => c.id === id);
  }

  /**
   * Asked by every card as it mounts: the contract keeps the list until the taxonomy changes
   * (the tree manager forgets it), so a card shows a new or renamed audience without a reload.
   */
  load(): Promise<void> {
    return this.loadList().then(
      (audiences) => {
        if (audiences !== this.audiences) runInAction(() => (this.audiences = audiences));
      },
      (error: ApiError) => console.error('Loading audiences failed:', error.code),
    );
  }
}

const stores = new WeakMap<ApiKernel, AudienceChoicesStore>();

/** The console's one AudienceChoicesStore (keyed by its API kernel), over the audiences contract's `loadAudiences`. */
export function audienceChoicesOf(api: ApiKernel, loadAudiences: (api: ApiKernel) => Promise<readonly Audience[]>): AudienceChoicesStore {
  let store = stores.get(api);
  if (!store) {
    store = new AudienceChoicesStore(() => loadAudiences(api));
    stores.set(api, store);
  }
  return store;
}
