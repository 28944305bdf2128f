import { act } from '@testing-library/react';
import { bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import audiences from '../../../../plugins/audiences';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import pixels from '../../../../plugins/pixels';
import type { PixelsContract } from '../../../../plugins/pixels/common/pixelsContract';
import transfers from '../../../../plugins/transfers';
import type { TransferDetail } from '../../../../plugins/transfers/common/TransferDetail';
import type { FakeReply, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

/** What crudTransferAudiences asks, and reading audiences (the wizard's pickers). */
export const MANAGE_TRANSFERS = ['AUDIENCE_TRANSFERS.VIEW', 'AUDIENCE_TRANSFERS.CREATE', 'AUDIENCE_TRANSFERS.EDIT', 'AUDIENCE_TRANSFERS.DELETE', 'PIXELS.VIEW', 'AUDIENCES.VIEW', 'MODULE_DMP.VIEW'];

export const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });
export const fail = (status: number, error: string, message: string, errors?: Record<string, string[]>): FakeReply => ({ status, body: { status: 'error', error, message, errors } });

/**
 * The pixels contract stubbed (the pixels plugin's client is built elsewhere): a picker of pixels
 * 7 and 8 as checkboxes, and the assigned pixels as a list.
 */
const pixelsContract: PixelsContract = {
  PixelReviewQueue: () => null,
  PixelPicker: ({ value, onChange, invalid }) => (
    <div data-testid="pixel-picker" data-invalid={invalid || undefined}>
      {[7, 8].map((id) => (
        <label key={id}>
          <input type="checkbox" checked={value.includes(id)} onChange={() => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id])} />
          Pixel {id}
        </label>
      ))}
    </div>
  ),
  AssignedPixels: ({ pixelIds }) => (
    <ul data-testid="assigned-pixels">
      {pixelIds.map((id) => (
        <li key={id}>Pixel {id}</li>
      ))}
    </ul>
  ),
};
const pixelsWithContract = { ...pixels, contract: async () => ({ default: pixelsContract }) };

const audience = (id: number, text: string, type_id: 1 | 2, children: Audience[] = []): Audience => ({
  id,
  text,
  parent_id: null,
  type_id,
  is_pinpoll: false,
  is_aitopic: false,
  hide_analytics: false,
  hide_dmp: false,
  filename: null,
  german: text,
  english: text,
  translations: [],
  children,
});
/** The caller's audiences (getAudiences): interests Sports › Football, property Parents. */
const AUDIENCES: Audience[] = [audience(1, 'Sports', 1, [{ ...audience(2, 'Football', 1), parent_id: 1 }]), audience(10, 'Parents', 2)];

export function transfer(id: number, name: string, overrides: Partial<TransferDetail> = {}): TransferDetail {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id,
    name,
    start_date: '2026-01-01',
    end_date: '2026-03-31',
    active: true,
    assignedPixels: [7],
    assignedAudiences: [2, 10],
    assignedInterests: [2],
    assignedProperties: [10],
    version: 1,
    email: 'owner@demo.test',
    auditInformation: { auditable_id: id, created_at: at, created_email: null, modified_at: at, modified_email: null },
    ...overrides,
  };
}

/**
 * The console at `path` with the transfers plugin, the audiences plugin and the stubbed pixels
 * contract; its texts bound as main.tsx binds them, so field errors name the fields' labels.
 */
export async function renderTransfers(path: string, routes: FakeRoutes, access = MANAGE_TRANSFERS) {
  const view = await renderConsole({
    path,
    user: testUser(access),
    plugins: [dashboard, monitoring, audiences, pixelsWithContract, transfers],
    routes: { 'GET /api/v1/audiences/getAudiences': ok(AUDIENCES), 'GET /api/v1/account/settings/dataTable.transfers.pageSize': ok(null), ...routes },
  });
  bindTranslators(view.i18n);
  await settle();
  return view;
}

export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
