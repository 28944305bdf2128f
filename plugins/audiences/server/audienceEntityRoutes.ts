import { idParams, validationMessage } from '../../../core/common/validation';
import { createEntity, deleteEntity, entityFieldSelection, entityNotFound, entityScope, toEntityFields, updateEntity, type EntityFieldRow } from '../../../core/server/entities';
import { ApiError } from '../../../core/server/http';
import type { PerDatabaseCache } from '../../../core/server/ingest';
import { defineRoute, type RouteContext } from '../../../core/server/plugin';
import type { AudienceDeleteImpact, AudienceEntity } from '../common/AudienceEntity';
import { audiencePaths } from '../common/audiencePaths';
import { audienceSchema, audienceUpdateSchema, type AudienceInput } from '../common/audienceSchema';
import { audienceEntity } from './audienceEntity';
import type { AudienceRules } from './AudienceRules';
import type { TopicClassifier } from './TopicClassifier';
import { audiencesDb } from './AudiencesTables';
import { audienceRuleCount, audienceSubtree } from './audienceSubtree';
import { audienceTree, type AudienceRow } from './audienceTree';
import { callerLanguage } from './callerLanguage';
import { AUDIENCE_ROW_COLUMNS, readableAudiences, seesAiTopics } from './readableAudiences';
import { assertMayChange, assertMayChangeImage, assertMayDelete, assertMaySetFlags, type AudienceWriter } from './audienceWriteAccess';

type ReadableAudience = AudienceRow & EntityFieldRow & { organisation_id: number | null; keywords: string | null };

export async function writer(ctx: RouteContext): Promise<AudienceWriter> {
  return { scope: await entityScope(ctx), admin: ctx.can('viewModuleAdmin') };
}

/** One audience the caller may read (admins: every organisation's), else undefined. */
async function findAudience(ctx: RouteContext, id: number, scope: AudienceWriter['scope']): Promise<ReadableAudience | undefined> {
  return audiencesDb(ctx.db)
    .selectFrom('audiences')
    .select([...AUDIENCE_ROW_COLUMNS, 'keywords', 'created_at', 'organisation_id', ...entityFieldSelection('audiences')])
    .where('id', '=', id)
    .where(readableAudiences(scope, seesAiTopics(ctx)))
    .executeTakeFirst();
}

/** One audience the caller may read; 404 for any other. */
export async function readAudience(ctx: RouteContext, id: number, scope?: AudienceWriter['scope']): Promise<ReadableAudience> {
  const row = await findAudience(ctx, id, scope ?? (await entityScope(ctx)));
  if (!row) throw entityNotFound(audienceEntity);
  return row;
}

export async function showAudience(ctx: RouteContext, id: number): Promise<AudienceEntity> {
  const row = await readAudience(ctx, id);
  const [{ children: _children, ...node }] = audienceTree([row], await callerLanguage(ctx.db, ctx.user!.id));
  return { ...node, keywords: row.keywords, ...toEntityFields(row) };
}

/** The parent must be an audience the caller reads, of the audience's type, and (on update) not the audience itself or below it. */
async function checkParent(ctx: RouteContext, input: AudienceInput, scope: AudienceWriter['scope'], self?: number): Promise<ReadableAudience | undefined> {
  if (input.parent_id === null) return undefined;
  const parent = await findAudience(ctx, input.parent_id, scope);
  if (!parent || parent.type_id !== input.type_id) throw ApiError.validation({ parent_id: [validationMessage('parentOfType', { field: 'parent_id' })] });
  if (self !== undefined && (await audienceSubtree(audiencesDb(ctx.db), self)).some((a) => a.id === parent.id)) {
    throw ApiError.validation({ parent_id: [validationMessage('parentCycle', { field: 'parent_id' })] });
  }
  return parent;
}

/**
 * Creates an audience after the checks of the create call (flags, parent) and returns its id: a
 * member's in their organisation, an admin's in its parent's organisation (the shared taxonomy at
 * the root or under it). Also assignNewAudience's first step.
 */
export async function createAudience(ctx: RouteContext, input: AudienceInput): Promise<number> {
  const w = await writer(ctx);
  assertMaySetFlags(w, input, { is_pinpoll: false, is_aitopic: false });
  const parent = await checkParent(ctx, input, w.scope);
  const values = { parent_id: input.parent_id, type_id: input.type_id, german: input.german, english: input.english, filename: input.filename ?? null, keywords: input.keywords ?? null, is_pinpoll: input.is_pinpoll ?? false, is_aitopic: input.is_aitopic ?? false };
  return createEntity(ctx, audienceEntity, values, w.admin ? (parent?.organisation_id ?? null) : undefined);
}

/** The sub-audiences and mapping rules deleting `id` takes along, after checking the caller may (403 otherwise). */
async function deleteImpact(ctx: RouteContext, id: number): Promise<{ ids: number[]; impact: AudienceDeleteImpact }> {
  const w = await writer(ctx);
  await readAudience(ctx, id, w.scope);
  const db = audiencesDb(ctx.db);
  const subtree = await audienceSubtree(db, id);
  assertMayDelete(w, subtree);
  const ids = subtree.map((a) => a.id);
  return { ids, impact: { subAudiences: ids.length - 1, rules: await audienceRuleCount(db, ids) } };
}

/**
 * GET, PUT and DELETE /{id} and POST (management §7, OP-09) on the audience taxonomy. Members
 * read the shared taxonomy, the provider's audiences and their organisations' own, and change
 * only their own; admins (viewModuleAdmin) change every audience and create into the shared
 * taxonomy (a sub-audience: into its parent's organisation). Another organisation's audience is
 * a 404. A delete takes its sub-audiences and all their mapping rules, so it drops the ingest's
 * rules; any change may change the AI topics (names, keywords, flags, parents), so each drops
 * the topic classifier, which is retrained at the next page view if a topic changed. Names and
 * trees are read from the table on every call and need no refresh.
 */
export function audienceEntityRoutes(rules: PerDatabaseCache<AudienceRules>, topics: PerDatabaseCache<TopicClassifier>) {
  return [
    defineRoute({
      method: 'GET',
      url: audiencePaths.show(':id'),
      permission: 'getAudiences',
      schema: { params: idParams },
      handler: (ctx) => showAudience(ctx, ctx.params.id),
    }),
    defineRoute({
      method: 'GET',
      url: audiencePaths.deleteImpact(':id'),
      permission: 'crudAudiences',
      schema: { params: idParams },
      async handler(ctx): Promise<AudienceDeleteImpact> {
        return (await deleteImpact(ctx, ctx.params.id)).impact;
      },
    }),
    defineRoute({
      method: 'POST',
      url: audiencePaths.create,
      permission: 'crudAudiences',
      schema: { body: audienceSchema },
      async handler(ctx): Promise<AudienceEntity> {
        const id = await createAudience(ctx, ctx.body);
        topics.invalidate(ctx.db);
        return showAudience(ctx, id);
      },
    }),
    defineRoute({
      method: 'PUT',
      url: audiencePaths.update(':id'),
      permission: 'crudAudiences',
      schema: { params: idParams, body: audienceUpdateSchema },
      async handler(ctx): Promise<AudienceEntity> {
        const { id } = ctx.params;
        const { body } = ctx;
        const w = await writer(ctx);
        const current = await readAudience(ctx, id, w.scope);
        assertMayChange(w, current);
        assertMaySetFlags(w, body, current);
        if (body.filename !== undefined && body.filename !== current.filename) assertMayChangeImage(w, current);
        await checkParent(ctx, body, w.scope, id);
        const { version, ...fields } = body;
        await ctx.db.transaction().execute(async (trx) => {
          await updateEntity({ ...ctx, db: trx }, audienceEntity, id, version, fields);
          // A type change moves the whole branch to the other tree.
          if (body.type_id !== current.type_id) {
            const below = (await audienceSubtree(audiencesDb(trx), id)).slice(1).map((a) => a.id);
            if (below.length) await audiencesDb(trx).updateTable('audiences').set({ type_id: body.type_id }).where('id', 'in', below).execute();
          }
        });
        topics.invalidate(ctx.db);
        return showAudience(ctx, id);
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: audiencePaths.remove(':id'),
      permission: 'crudAudiences',
      schema: { params: idParams },
      async handler(ctx): Promise<{ id: number } & AudienceDeleteImpact> {
        const { id } = ctx.params;
        // Counted and deleted in one transaction: the reply tells what went. Sub-audiences and rules go by the foreign keys' cascade.
        const { impact, files } = await ctx.db.transaction().execute(async (trx) => {
          const tx = { ...ctx, db: trx };
          const counted = await deleteImpact(tx, id);
          const images = await audiencesDb(trx).selectFrom('audiences').select('filename').where('id', 'in', counted.ids).where('filename', 'is not', null).execute();
          await deleteEntity(tx, audienceEntity, id);
          return { impact: counted.impact, files: images.map((row) => row.filename!) };
        });
        rules.invalidate(ctx.db);
        topics.invalidate(ctx.db);
        // The images went with their audiences (each stored file is one audience's own copy).
        for (const file of files) await ctx.services.media.remove(file);
        return { id, ...impact };
      },
    }),
  ];
}
