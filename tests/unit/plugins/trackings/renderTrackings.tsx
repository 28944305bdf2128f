import { act } from '@testing-library/react';
import type { PluginManifest } from '../../../../core/common/plugin/definePlugin';
import audiences from '../../../../plugins/audiences';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import pixels from '../../../../plugins/pixels';
import type { PixelsContract } from '../../../../plugins/pixels/common/pixelsContract';
import trackings from '../../../../plugins/trackings';
import type { Tracking, TrackingListItem } from '../../../../plugins/trackings/common/Tracking';
import type { FakeCall, FakeReply, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

/** What crudTrackings asks, and viewAudiences for the catalogue's calls. */
export const TRACKING_MANAGER = ['TRACKING_EVENTS.VIEW', 'TRACKING_EVENTS.CREATE', 'TRACKING_EVENTS.EDIT', 'TRACKING_EVENTS.DELETE', 'PIXELS.VIEW', 'POLLS.VIEW', 'ADS.VIEW', 'LEAD_FORMS.VIEW', 'AUDIENCES.VIEW', 'MODULE_DMP.VIEW'];
const DOMAINS = [
  { id: 3, title: 'news.example.com', analytics: true },
  { id: 4, title: 'sport.example.com', analytics: true },
];

export const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });
export const fail = (status: number, error: string, message: string, errors?: Record<string, string[]>): FakeReply => ({ status, body: { status: 'error', error, message, errors } });
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * The pixels plugin's contract as the tests see it (the pixels client is built elsewhere): a
 * picker that shows the chosen ids and adds pixel 7, a list of the assigned ids.
 */
const pixelsStub: PixelsContract = {
  PixelReviewQueue: () => null,
  PixelPicker: ({ value, onChange }) => (
    <div data-testid="pixel-picker">
      <span data-testid="pixel-picker-value">{value.join(',')}</span>
      <button type="button" onClick={() => onChange([...value, 7])}>
        Add pixel 7
      </button>
    </div>
  ),
  AssignedPixels: ({ pixelIds }) => <div data-testid="assigned-pixels">{pixelIds.join(',')}</div>,
};
const pixelsWithStub: PluginManifest = { ...pixels, contract: async () => ({ default: pixelsStub }) };

export function listItem(id: number, name: string, overrides: Partial<TrackingListItem> = {}): TrackingListItem {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id,
    name,
    start_date: '2026-06-01',
    end_date: null,
    domain_id: 0,
    domain: null,
    device_type: 'all',
    auto_assignment: false,
    active: true,
    version: 1,
    email: 'owner@demo.test',
    auditInformation: { auditable_id: id, created_at: at, created_email: null, modified_at: at, modified_email: null },
    ...overrides,
  };
}

export function tracking(id: number, overrides: Partial<Tracking> = {}): Tracking {
  return {
    ...listItem(id, 'Summer polls', { domain_id: 3, domain: 'news.example.com', device_type: 'mobile', end_date: '2026-08-31' }),
    assignedQuestions: [{ id: 9101, domain: 'news.example.com' }],
    assignedAnswers: [{ domain: 'news.example.com', questionId: 9101, answerId: 2 }],
    assignedForms: [{ id: 9201, domain: 'news.example.com' }],
    assignedAds: [12],
    assignedPixels: [3, 4],
    assignedEvents: ['question_view', 'vote'],
    deviceType: 'Mobile',
    autoAssignment: 'No',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The audiences plugin's catalogue calls: two sites embed question 9101, one lead form. */
const CATALOGUE: FakeRoutes = {
  'GET /api/v1/questions/getQuestions': ok([
    { id: 9101, question: 'Do children live in your household?', domain: 'news.example.com' },
    { id: 9101, question: 'Do children live in your household?', domain: 'sport.example.com' },
    { id: 9102, question: 'What do you do for a living?', domain: 'news.example.com' },
  ]),
  'GET /api/v1/questions/9101': ok({ id: 9101, question: 'Do children live in your household?', answers: [{ id: 1, answer: 'Yes', votes: 0 }, { id: 2, answer: 'No', votes: 0 }], domain: 'news.example.com' }),
  'GET /api/v1/questions/9102': ok({ id: 9102, question: 'What do you do for a living?', answers: [{ id: 1, answer: 'I study', votes: 0 }], domain: 'news.example.com' }),
  'GET /api/v1/forms/getForms': ok([{ id: 9201, title: 'Newsletter', domain: 'news.example.com' }]),
  'GET /api/v1/forms/9201': ok({ id: 9201, title: 'Newsletter', domain: 'news.example.com' }),
};

/** The datatable over `rows`, id descending, 10 a page as asked. */
export function datatable(rows: TrackingListItem[]) {
  return (call: FakeCall) => {
    const { page, itemsPerPage } = JSON.parse(new URL(call.url, 'http://console.test').searchParams.get('options')!) as { page: number; itemsPerPage: number };
    const sorted = [...rows].sort((a, b) => b.id - a.id);
    return ok({ items: sorted.slice((page - 1) * itemsPerPage, page * itemsPerPage), total: rows.length });
  };
}

/** The console at `path` with the trackings plugin, the pixels contract stubbed and the catalogue's calls answered. */
export async function renderTrackings(path: string, routes: FakeRoutes = {}, access = TRACKING_MANAGER) {
  const view = await renderConsole({
    path,
    user: testUser(access, { domains: DOMAINS, hasDMPProduct: true }),
    plugins: [dashboard, monitoring, audiences, pixelsWithStub, trackings],
    routes: { 'GET /api/v1/account/settings/dataTable.trackings.pageSize': ok(null), ...CATALOGUE, ...routes },
  });
  await settle();
  return view;
}

export const callsTo = (calls: FakeCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === `/api${path}`);
