import type { Pixel } from '../../../../plugins/pixels/common/Pixel';
import type { FakeReply } from '../../client/support/fakeFetch';

/** What crudPixels asks (the pixels manifest): a pixel manager who is no admin. */
export const CRUD_PIXELS = ['PIXELS.VIEW', 'PIXELS.CREATE', 'PIXELS.EDIT', 'PIXELS.DELETE', 'MODULE_DMP.VIEW'];
/** The same with the back-office review's viewModuleAdmin. */
export const PIXEL_ADMIN = [...CRUD_PIXELS, 'MODULE_ADMIN.VIEW'];

export const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });
export const fail = (status: number, error: string, message: string, errors?: Record<string, string[]>): FakeReply => ({ status, body: { status: 'error', error, message, errors } });

const AT = '2026-01-01T00:00:00.000Z';
const NO_FIELDS = { image: null, externalcode: null, staticcode: null, trigger_code: null, conversion_id: null, conversion_label: null, conversionvalue: null, custom_value: null, facebook_id: null, source: null };

/** A pixel as the API answers it: a javascript pixel unless `over` says otherwise. */
export function pixel(id: number, title: string, over: Partial<Pixel> = {}): Pixel {
  return {
    id,
    title,
    type: 'javascript',
    approved: false,
    rejection_reason: null,
    triggered: 0,
    ...NO_FIELDS,
    externalcode: 'https://cdn.example.com/tag.js',
    trigger_code: "tag('visit')",
    created_at: AT,
    version: 1,
    email: null,
    auditInformation: { auditable_id: id, created_at: AT, created_email: null, modified_at: AT, modified_email: null },
    ...over,
  };
}

/** An approved image pixel. */
export const imagePixel = (id: number, title: string, over: Partial<Pixel> = {}) => pixel(id, title, { type: 'image', approved: true, externalcode: null, trigger_code: null, source: 'https://pixel.example.com/p.gif', ...over });
