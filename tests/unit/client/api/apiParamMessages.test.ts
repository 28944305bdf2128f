import { object, type ValidationError } from 'yup';
import { ApiError } from '../../../../core/client/api/ApiError';
import { bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { apiParams } from '../../../../core/common/validation/apiParams';
import { setValidationTranslator } from '../../../../core/common/validation/validationMessages';
import { audienceGrowthFilterSchema } from '../../../../plugins/audiences/common/audienceResourceFilters';
import { completeFilterSchema, eventFilterSchema } from '../../../../plugins/monitoring/common/monitoringFilter';

/** The field messages a 422 reply carries, worded as the server words them (no translator bound: English). */
async function serverErrors(schema: { validate(value: unknown, options: object): Promise<unknown> }, query: Record<string, unknown>): Promise<Record<string, string[]>> {
  try {
    await schema.validate(query, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string[]> = {};
    for (const e of (error as ValidationError).inner) (errors[e.path || '_'] ??= []).push(...e.errors);
    return errors;
  }
}

describe('API parameter messages in the interface language (ER-10, IN-01)', () => {
  afterEach(() => setValidationTranslator(undefined));

  it('ER-10, IN-01: the server words resource filter and id messages in English; the client reads them in de by their template', async () => {
    const monitoring = await serverErrors(eventFilterSchema, { size: 'x', count: 51, interval: 'week', usePinpollAudiences: 'maybe', timezone: 'Mars/Base', from: 'soon', domain: 5, terms: 'x' });
    const growth = await serverErrors(audienceGrowthFilterSchema, { audienceId: 0, from: 2000, to: 1000 });
    const complete = await serverErrors(completeFilterSchema, { field: 'title', value: 'a' });
    const ids = await serverErrors(object({ id: apiParams.id('id') }), { id: 'abc' });
    const wide = await serverErrors(audienceGrowthFilterSchema, { audienceId: 3, from: 0, to: 500 * 86_400_000 });
    const replies = { ...monitoring, ...growth, ...complete, ...ids, range: wide._ };
    expect(replies).toEqual({
      size: ['size must be a number.'],
      count: ['count may not be greater than 50.'],
      interval: ['interval must be one of 5m, 30m, 1h, 1d.'],
      usePinpollAudiences: ['usePinpollAudiences must be true or false.'],
      timezone: ['timezone must be an IANA time zone such as Europe/Vienna.'],
      from: ['from must be epoch milliseconds or an ISO 8601 date.'],
      domain: ['domain must be a text or a list of texts.'],
      terms: ['terms must be a list of terms, each with a field and a value.'],
      eventName: ['eventName is required.'],
      audienceId: ['audienceId must be at least 1.'],
      _: ['from must be before to.'],
      field: ['field must be one of domain, page.'],
      value: ['value must be at least 2 characters.'],
      id: ['id must be a number.'],
      range: ['from and to must be at most 400 days apart.'],
    });

    const i18n = await createI18n({ language: 'de', namespaces: ['monitoring'], load: loadLocale });
    bindTranslators(i18n);
    const reply = ApiError.fromReply(422, { status: 'error', error: 'validation_failed', message: 'Invalid value', errors: replies });
    expect(reply.message).toBe('Ungültiger Wert.');
    expect(reply.fieldErrors).toEqual({
      size: ['size muss eine Zahl sein.'],
      count: ['count darf höchstens 50 sein.'],
      interval: ['interval muss einer dieser Werte sein: 5m, 30m, 1h, 1d.'],
      usePinpollAudiences: ['usePinpollAudiences muss true oder false sein.'],
      timezone: ['timezone muss eine IANA-Zeitzone wie Europe/Vienna sein.'],
      from: ['from muss in Millisekunden seit 1970 oder als Datum nach ISO 8601 angegeben sein.'],
      domain: ['domain muss ein Text oder eine Liste von Texten sein.'],
      terms: ['terms muss eine Liste von Bedingungen mit je einem Feld und einem Wert sein.'],
      eventName: ['eventName ist erforderlich.'],
      audienceId: ['audienceId muss mindestens 1 sein.'],
      _: ['from muss vor to liegen.'],
      field: ['field muss einer dieser Werte sein: domain, page.'],
      value: ['value muss mindestens 2 Zeichen lang sein.'],
      id: ['id muss eine Zahl sein.'],
      range: ['from und to dürfen höchstens 400 Tage auseinanderliegen.'],
    });
    // A message of no template stays as the server sent it (English is the fallback).
    expect(ApiError.fromReply(422, { status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { x: ['x is odd.'] } }).fieldErrors).toEqual({ x: ['x is odd.'] });
  });
});
