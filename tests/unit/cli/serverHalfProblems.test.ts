/** @jest-environment node */
import * as yup from 'yup';
import { serverHalfProblems, type ServerHalf } from '../../../cli/doctor/serverHalfProblems';
import { datatableRef } from '../../../core/common/datatable';
import { definePlugin } from '../../../core/common/plugin/definePlugin';
import { defineDatatable } from '../../../core/server/datatable';
import { defineEntity } from '../../../core/server/entities';
import { defineRoute } from '../../../core/server/plugin';

const manifest = definePlugin({ id: 'items', product: 'tools', server: true });
const table = datatableRef<{ id: number }>()({ path: '/v1/items/datatable', permission: 'isLoggedIn', sortKeys: ['id', 'title'], defaultSort: { key: 'id', desc: true }, filters: yup.object({}) });
const datatable = (sort: Record<string, string>) =>
  defineDatatable(table, { rows: () => Promise.reject(new Error('not asked')), sort: sort as { id: string; title: string }, search: [], filters: {}, toItem: (row: { id: number }) => row });
const create = defineRoute({ method: 'POST', url: '/v1/items/create', permission: 'isLoggedIn', schema: { body: yup.object({ title: yup.string(), version: yup.number() }) }, handler: () => ({}) });
const entity = defineEntity({ type: 'item', table: 'items', permission: 'isLoggedIn', notFound: 'Item not found.' });
const labelled = { en: { items: { fields: { title: 'Title' } } }, de: { items: { fields: { title: 'Titel' } } } } as Record<string, Record<string, Record<string, unknown>>>;
const readLocale = (texts: typeof labelled) => (language: string, namespace: string) => texts[language]?.[namespace];
const half = (routes: ServerHalf['definition']['routes'], entities = [entity]): ServerHalf => ({ manifest, definition: { routes, entities } });

describe('doctor: server halves (issue 14)', () => {
  it('passes a datatable that sorts by every key of its whitelist and an entity whose fields are labelled in en and de', () => {
    expect(serverHalfProblems([half([datatable({ id: 'items.id', title: 'items.title' }), create])], readLocale(labelled))).toEqual([]);
  });

  it('names a whitelisted sort key its source sorts by no column, one line each', () => {
    expect(serverHalfProblems([half([datatable({ id: 'items.id' })])], readLocale(labelled))).toEqual([
      'Plugin "items": datatable /v1/items/datatable admits sort key "title", which its server source sorts by no column.',
    ]);
  });

  it("names an entity's body field without its label in en or de (the version is no field); plugins without entities are not asked", () => {
    const enOnly = { en: labelled.en, de: { items: { fields: {} } } };
    expect(serverHalfProblems([half([create])], readLocale(enOnly))).toEqual(['Plugin "items": field "title" has no label "fields.title" in locales/de/items.json.']);
    expect(serverHalfProblems([half([create])], () => undefined)).toEqual([
      'Plugin "items": field "title" has no label "fields.title" in locales/en/items.json.',
      'Plugin "items": field "title" has no label "fields.title" in locales/de/items.json.',
    ]);
    expect(serverHalfProblems([half([create], [])], () => undefined)).toEqual([]);
  });

  it('a nested object field is labelled as a whole, or field by field (modeParams.value); a field by field label missing one is named', () => {
    const assign = defineRoute({ method: 'POST', url: '/v1/items/assign', permission: 'isLoggedIn', schema: { body: yup.object({ modeParams: yup.object({ value: yup.string(), logic: yup.string() }) }) }, handler: () => ({}) });
    const texts = (modeParams: unknown) => ({ en: { items: { fields: { modeParams } } }, de: { items: { fields: { modeParams } } } });
    expect(serverHalfProblems([half([assign])], readLocale(texts('Rule')))).toEqual([]);
    expect(serverHalfProblems([half([assign])], readLocale(texts({ value: 'Value', logic: 'Logic' })))).toEqual([]);
    expect(serverHalfProblems([half([assign])], readLocale(texts({ value: 'Value' })))).toEqual([
      'Plugin "items": field "modeParams.logic" has no label "fields.modeParams.logic" in locales/en/items.json.',
      'Plugin "items": field "modeParams.logic" has no label "fields.modeParams.logic" in locales/de/items.json.',
    ]);
  });
});
