import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** An audience may show a video chosen in the add-image dialog (IM-07): its YouTube id; `filename` keeps the image (the video's thumbnail). */
export const audienceVideoMigration: Migration = {
  up: (db: Kysely<unknown>) => db.schema.alterTable('audiences').addColumn('yt_video_id', 'text').execute(),
};
