import * as yup from 'yup';
import { cardSizeProblems, GRID_COLUMNS } from '../../../core/common/plugin';
import { isTermField } from '../../../core/common/filter';
import { TERM_FIELD_NAMES } from '../../../core/common/events';

export const DASHBOARD_NAME_MAX = 64;

const gridItem = yup
  .object({
    i: yup.string().required('i is required.').matches(/^\d+$/, 'i must be a numeric id.'),
    component: yup.string().required('component is required.'),
    x: yup.number().integer().min(0).required(),
    y: yup.number().integer().min(0).required(),
    w: yup.number().integer().required(),
    h: yup.number().integer().required(),
    minH: yup.number().integer().optional(),
    maxH: yup.number().integer().optional(),
    // The card's settings, kept as given: an object() schema without fields would lose every key to stripUnknown.
    params: yup
      .mixed<Record<string, unknown>>()
      .optional()
      .test('params', 'params must be an object.', (v) => v === undefined || (v !== null && typeof v === 'object' && !Array.isArray(v))),
    // The card's settings schema version params were saved at; the client migrates older ones.
    paramsVersion: yup.number().integer().min(1).optional(),
  })
  // The card-size rule of the CLI and doctor; the item must also fit inside the 12 columns.
  .test('card-size', function (item) {
    if (!item) return true;
    const problems = cardSizeProblems({ w: item.w, h: item.h, minH: item.minH, maxH: item.maxH });
    if (item.x + item.w > GRID_COLUMNS) problems.push(`x + w must be at most ${GRID_COLUMNS}`);
    return problems.length ? this.createError({ message: `Card ${item.i}: ${problems.join('; ')}.` }) : true;
  });

const term = yup.object({
  field: yup.mixed<string>().test('field', `field must be one of ${TERM_FIELD_NAMES.join(', ')}.`, isTermField).required(),
  value: yup.mixed().required('value is required.'),
  valueLabel: yup.string().optional(),
  fieldLabel: yup.string().optional(),
  isTemporary: yup.boolean().optional(),
  type_id: yup.number().optional(),
});

const dashboardFilterSchema = yup.object({
  domain: yup
    .mixed<string | string[]>()
    .optional()
    .test('domain', 'domain must be a text or a list of texts.', (v) => v === undefined || typeof v === 'string' || (Array.isArray(v) && v.every((d) => typeof d === 'string'))),
  domainIsTemporary: yup.boolean().optional(),
  page: yup.string().optional(),
  startDate: yup.string().optional(),
  endDate: yup.string().optional(),
  channel: yup.number().optional(),
  terms: yup.array(term).optional(),
});

/** A dashboard as saved (RG-19): name required (OP-35), grid items that fit the grid, a filter. */
export const dashboardSchema = yup.object({
  name: yup.string().trim().required('Name is required.').max(DASHBOARD_NAME_MAX, `Name may not be greater than ${DASHBOARD_NAME_MAX} characters.`),
  grid: yup.array(gridItem).default([]),
  filter: dashboardFilterSchema.default({}),
});
