import type { RouteContext } from '../../../core/server/plugin';
import { adminDb } from './AdminTables';

/** Keeps who did what with the admin tools (every action of these pages is recorded). */
export async function recordAdminAction(ctx: RouteContext, action: string, target: string, detail?: Record<string, unknown>): Promise<void> {
  await adminDb(ctx.db)
    .insertInto('admin_actions')
    .values({ user_id: ctx.user?.id ?? null, action, target, detail: detail ? JSON.stringify(detail) : null })
    .execute();
}
