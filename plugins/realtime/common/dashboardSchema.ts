import * as yup from 'yup';
import { cardSizeProblems, GRID_COLUMNS } from '../../../core/common/plugin';
import { isTermField } from '../../../core/common/filter';
import { isDomainFilter, isTermValue, TERM_FIELD_NAMES } from '../../../core/common/events';
import { apiParams, boundedJson, cardComponent, INPUT_LIMITS, lazyMessage, safeText, validationMessage } from '../../../core/common/validation';

export const DASHBOARD_NAME_MAX = 64;
/** Stored sizes of one dashboard (docs/security.md): cards, rows, a card's settings, filter terms. */
const DASHBOARD_CARDS_MAX = 100;
const GRID_ROWS_MAX = 10_000;
const CARD_ROWS_MAX = 100;
const CARD_PARAMS_CHARS_MAX = 8 * 1024;
const CARD_PARAMS_DEPTH_MAX = 8;
const TERMS_MAX = 50;

/** Every message below is worded from the shared templates, so the client translates it (spec §5). */
const required = (field: string) => lazyMessage('required', { field });
/** A required whole number from `min` to `max` (a grid position or size). */
const gridUnit = (field: string, min: number, max: number) => apiParams.count(field, min, max).required(required(field));

const gridItem = yup
  .object({
    i: safeText(10).required(required('i')).matches(/^\d+$/, lazyMessage('numericId', { field: 'i' })),
    // A card of the registry (the server passes it in the validation context).
    component: cardComponent(),
    x: gridUnit('x', 0, GRID_COLUMNS - 1),
    y: gridUnit('y', 0, GRID_ROWS_MAX),
    w: gridUnit('w', 1, GRID_COLUMNS),
    h: gridUnit('h', 1, CARD_ROWS_MAX),
    minH: apiParams.count('minH', 1, CARD_ROWS_MAX).optional(),
    maxH: apiParams.count('maxH', 1, CARD_ROWS_MAX).optional(),
    // The card's settings, kept as given (an object() schema without fields would lose every key to stripUnknown), within bounds.
    params: boundedJson<Record<string, unknown>>({ maxChars: CARD_PARAMS_CHARS_MAX, maxDepth: CARD_PARAMS_DEPTH_MAX })
      .optional()
      .test('params', lazyMessage('object', { field: 'params' }), (v) => v === undefined || (v !== null && typeof v === 'object' && !Array.isArray(v))),
    // The card's settings schema version params were saved at; the client migrates older ones.
    paramsVersion: apiParams.count('paramsVersion', 1, 1000).optional(),
  })
  // The card-size rule of the CLI and doctor; the item must also fit inside the 12 columns. Each problem is one message.
  .test('card-size', function (item) {
    if (!item) return true;
    const problems = cardSizeProblems({ w: item.w, h: item.h, minH: item.minH, maxH: item.maxH }, this.path);
    if (item.x + item.w > GRID_COLUMNS) problems.push(validationMessage('cardOutsideGrid', { field: this.path, columns: GRID_COLUMNS }));
    return problems.length ? new yup.ValidationError(problems.map((message) => this.createError({ message }))) : true;
  });

const term = yup
  .object({
    field: yup
      .mixed<string>()
      .test('field', lazyMessage('oneOfValues', { field: 'field', values: TERM_FIELD_NAMES.join(', ') }), isTermField)
      .required(required('field')),
    value: yup.mixed().required(required('value')),
    valueLabel: safeText(500).optional(),
    fieldLabel: safeText(500).optional(),
    isTemporary: yup.boolean().optional(),
    type_id: apiParams.count('type_id', 0, INPUT_LIMITS.idMax).optional(),
  })
  // The value as the event store compares it: texts, or ids on the id lists — never an object.
  .test('value', lazyMessage('termValue', { field: 'value' }), function (t) {
    return !t || t.value === undefined || isTermValue(t.field, t.value) || this.createError({ path: `${this.path}.value` });
  });

const dashboardFilterSchema = yup.object({
  domain: yup.mixed<string | string[]>().optional().test('domain', lazyMessage('textOrList', { field: 'domain' }), isDomainFilter),
  domainIsTemporary: yup.boolean().optional(),
  page: safeText(2048).optional(),
  startDate: safeText(40).optional(),
  endDate: safeText(40).optional(),
  channel: apiParams.count('channel', 0, INPUT_LIMITS.idMax).optional(),
  terms: yup.array(term).max(TERMS_MAX, lazyMessage('maxTerms', { field: 'terms', max: TERMS_MAX })).optional(),
});

/** A dashboard as saved (RG-19): name required (OP-35), grid items that fit the grid, a filter. */
export const dashboardSchema = yup.object({
  name: safeText(DASHBOARD_NAME_MAX, { trim: true, field: 'Name' }).required(required('Name')),
  grid: yup.array(gridItem).max(DASHBOARD_CARDS_MAX, lazyMessage('maxCards', { max: DASHBOARD_CARDS_MAX })).default([]),
  filter: dashboardFilterSchema.default({}),
});
