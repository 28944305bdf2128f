import type { DemoSeedContext } from '../../../core/server/plugin';
import { addDays, isoDay } from '../../../core/common/dateRange';
import { transfersDb } from './TransfersTables';
import { writeAssignments } from './transferAssignments';

/** The demo taxonomy's audiences (English names, seeded by the audiences plugin) each demo transfer passes on; no pixels (the demo has none). */
const DEMO_TRANSFERS = [
  { name: 'Sports fans to the ad network', active: true, startInDays: -30, endInDays: 60, audiences: ['Sports', 'Football', 'Frequent travellers'] },
  { name: 'Travel remarketing', active: false, startInDays: -90, endInDays: undefined, audiences: ['Travel', 'City breaks', 'Frequent travellers'] },
];

/** Demo transfers of the demo organisation, owned by the demo admin, dated around the seeding day. */
export async function seedDemoTransfers({ db, organisationId, adminId }: DemoSeedContext): Promise<void> {
  const today = isoDay(new Date());
  const audiences = await db
    .$extendTables<{ audiences: { id: number; english: string } }>()
    .selectFrom('audiences')
    .select(['id', 'english'])
    .where('english', 'in', [...new Set(DEMO_TRANSFERS.flatMap((t) => t.audiences))])
    .execute();
  const idOf = new Map(audiences.map((a) => [a.english, a.id]));
  for (const transfer of DEMO_TRANSFERS) {
    const { id } = await transfersDb(db)
      .insertInto('transfers')
      .values({
        name: transfer.name,
        active: transfer.active,
        start_date: addDays(today, transfer.startInDays),
        end_date: transfer.endInDays === undefined ? null : addDays(today, transfer.endInDays),
        organisation_id: organisationId,
        owner_id: adminId,
        created_by: adminId,
        modified_by: adminId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAssignments(db, id, { assignedAudiences: transfer.audiences.flatMap((name) => idOf.get(name) ?? []), assignedPixels: [] });
  }
}
