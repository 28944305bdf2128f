import { AddFilterStore, COMPLETE_DEBOUNCE_MS, pickOptions, type FormField } from '../../../../core/client/filter/AddFilterStore';
import completeFilterValues from '../../../../plugins/monitoring/client/completeFilterValues';

/** The fields as the filter bar makes them of the manifests: domain and page typed (monitoring's suggestions), audience and channel lists. */
function fields(get: jest.Mock): FormField[] {
  const suggest = (field: string) => (text: string, domain?: string | string[]) => completeFilterValues.suggest({ get }, field, text, domain);
  return [
    { field: 'domain', label: 'Domain', kind: 'text', suggest: suggest('domain') },
    { field: 'page', label: 'Page', kind: 'text', suggest: suggest('page') },
    { field: 'audience', label: 'Audience', kind: 'choice', options: pickOptions([{ value: 12, label: 'Fans', typeId: 1 }]) },
    { field: 'channel', label: 'Channel', kind: 'choice', options: pickOptions([{ value: 3, label: 'Sport' }]) },
  ];
}

function setup(domainSet = false, get = jest.fn().mockResolvedValue([{ key: 'news.example.com', doc_count: 3 }])) {
  const store = new AddFilterStore(fields(get), domainSet, domainSet ? 'news.example.com' : undefined);
  return { store, get };
}

describe('AddFilterStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('FB-05, FB-06: equals takes one value, contains a list; switching converts', () => {
    const { store } = setup();
    store.setField('page');
    store.type('/sport');
    store.setOperation('contains');
    expect(store.value).toEqual(['/sport']);
    store.addValue('/tennis');
    store.setOperation('equals');
    expect(store.value).toBe('/sport');
  });

  it('FB-07: nothing is added without a value', () => {
    const { store } = setup();
    expect(store.canAdd).toBe(false);
    expect(store.result()).toBeUndefined();
  });

  it('FB-22: an audience term carries its id, label and type_id; a channel list its ids', () => {
    const { store } = setup();
    store.setField('audience');
    store.setValue('12');
    expect(store.result()).toEqual({ term: { field: 'audience', value: 12, valueLabel: 'Fans', type_id: 1 } });
    store.setField('channel');
    store.setOperation('contains');
    store.setValue('3');
    expect(store.result()).toEqual({ term: { field: 'channel', value: [3], valueLabel: 'Sport' } });
  });

  it('FB-08: domain cannot be chosen when a domain is set', () => {
    const { store } = setup(true);
    store.setField('domain');
    expect(store.field).toBe('page');
  });

  it('FB-09, FB-10, FB-12, FB-13: lookups from 2 characters, 400 ms after typing, only for domain and page, page with the domain', async () => {
    const { store, get } = setup(true);
    store.setField('page');
    store.type('s');
    jest.advanceTimersByTime(COMPLETE_DEBOUNCE_MS);
    expect(get).not.toHaveBeenCalled();
    store.type('sp');
    store.type('spo');
    jest.advanceTimersByTime(COMPLETE_DEBOUNCE_MS - 1);
    expect(get).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/v1/monitoring/complete', { host: 'analytics', query: { field: 'page', value: 'spo', domain: 'news.example.com' } });
    store.setField('audience');
    store.type('fans');
    jest.advanceTimersByTime(COMPLETE_DEBOUNCE_MS);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('FB-11, FB-14: each field/text pair once; a failure is only logged and may be retried', async () => {
    const get = jest.fn().mockRejectedValueOnce({ code: 'server_error' }).mockResolvedValue([{ key: 'news.example.com', doc_count: 1 }]);
    const { store } = setup(false, get);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    store.setField('domain');
    await store.complete('domain', 'ne');
    expect(error).toHaveBeenCalled();
    await store.complete('domain', 'ne');
    await store.complete('domain', 'ne');
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[1][1].query).toEqual({ field: 'domain', value: 'ne' });
    error.mockRestore();
  });
});
