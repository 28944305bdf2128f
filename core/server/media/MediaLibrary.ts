import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MediaFileTable } from '../db/Database';
import type { EntityScope } from '../entities/entityScope';

export type MediaFile = Selectable<MediaFileTable>;
export type MediaSource = 'upload' | 'url' | 'demo' | 'copy';

/** Where a new image came from and who finds it in the library. */
export interface MediaOrigin {
  source: MediaSource;
  /** null: every organisation (the demo's images, the shared taxonomy's). */
  organisationId: number | null;
  createdBy: number | null;
  /** Words the library search finds it by. */
  tags?: string;
}

export interface LibraryQuery {
  /** Words that must each appear in the tags (any case); empty lists everything. */
  search: string;
  /** Only animations, or only still images. */
  animated: boolean;
  scope: Pick<EntityScope, 'all' | 'organisations'>;
  page: number;
  perPage: number;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The media library's rows (table media_files): what the store holds, searchable by tags within the caller's organisations. */
export class MediaLibrary {
  constructor(private readonly db: Kysely<Database>) {}

  async record(file: Omit<MediaFile, 'created_at' | 'organisation_id' | 'created_by' | 'tags' | 'source' | 'listed'>, origin: MediaOrigin): Promise<MediaFile> {
    return this.db
      .insertInto('media_files')
      .values({ ...file, source: origin.source, listed: origin.source !== 'copy', tags: origin.tags ?? '', organisation_id: origin.organisationId, created_by: origin.createdBy })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  find(filename: string): Promise<MediaFile | undefined> {
    return this.db.selectFrom('media_files').selectAll().where('filename', '=', filename).executeTakeFirst();
  }

  async remove(filename: string): Promise<void> {
    await this.db.deleteFrom('media_files').where('filename', '=', filename).execute();
  }

  /** One page of listed images, newest first. */
  search(query: LibraryQuery): Promise<MediaFile[]> {
    const words = query.search.toLowerCase().split(/[\s,]+/).filter(Boolean);
    let select = this.db.selectFrom('media_files').selectAll().where('listed', '=', true).where('animated', '=', query.animated);
    if (!query.scope.all) {
      const { organisations } = query.scope;
      select = select.where((eb) => (organisations.length ? eb.or([eb('organisation_id', 'is', null), eb('organisation_id', 'in', organisations)]) : eb('organisation_id', 'is', null)));
    }
    for (const word of words) select = select.where(sql<boolean>`lower(tags) like ${`%${likeLiteral(word)}%`}`);
    return select
      .orderBy('created_at', 'desc')
      .orderBy('filename')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute();
  }
}
