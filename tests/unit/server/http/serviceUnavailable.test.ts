/** @jest-environment node */
import { EventStoreUnavailableError } from '../../../../core/server/events/EventStoreUnavailableError';
import { serviceUnavailable } from '../../../../core/server/http/serviceUnavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('serviceUnavailable: outages answer 503, bugs stay 500', () => {
  it.each([
    ['refused connection (PostgreSQL stopped)', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['both addresses of localhost refused', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')])],
    ['terminated by a fast shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['connection exception class 08', withCode('connection failure', '08006')],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
  ])('%s → 503 database_unavailable', (_, error) => {
    expect(serviceUnavailable(error)?.toBody()).toMatchObject({ error: 'database_unavailable' });
    expect(serviceUnavailable(error)?.statusCode).toBe(503);
  });

  it('issue 13: a statement the pool\'s statement_timeout cancelled (57014) → 503 database_timeout', () => {
    expect(serviceUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toMatchObject({ statusCode: 503, code: 'database_timeout' });
  });

  it('an event store that cannot write → 503 event_store_unavailable', () => {
    const error = new EventStoreUnavailableError(new Error('Could not write file "events.duckdb.wal": No space left on device'));
    expect(error.message).toContain('No space left on device');
    expect(serviceUnavailable(error)).toMatchObject({ statusCode: 503, code: 'event_store_unavailable' });
  });

  it.each([
    ['a query error (42P01)', withCode('relation "nope" does not exist', '42P01')],
    ['a unique violation (23505)', withCode('duplicate key value', '23505')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'boom'],
  ])('%s → not an outage', (_, error) => {
    expect(serviceUnavailable(error)).toBeUndefined();
  });
});
