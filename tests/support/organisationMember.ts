import { crud } from '../../core/common/permissions';
import { hashPassword } from '../../core/server/auth/passwordHash';
import { createUser } from '../../core/server/users/userRepository';
import { DEMO_PASSWORD, type TestServer } from './startTestServer';

/** What manageChannels asks (channels' manifest): a channel manager who is no admin. */
const CHANNEL_MANAGER_ACCESS = [...crud('CHANNELS'), 'MODULE_ACCOUNT.VIEW'];

/**
 * Adds a user of `organisationId` (their default organisation) holding `access`, and logs them
 * in: the member whose view of management entities is their organisation's, unlike the demo
 * admin's (viewModuleAdmin sees every organisation's).
 */
export async function organisationMember(t: TestServer, email: string, organisationId: number, access: string[] = CHANNEL_MANAGER_ACCESS): Promise<{ id: number; token: string }> {
  const id = await createUser(t.server.db, { email, passwordHash: await hashPassword(DEMO_PASSWORD), firstname: 'Org', lastname: 'Member', access, organisationId });
  return { id, token: (await t.login(email)).token };
}
