/** @jest-environment node */
import Fastify from 'fastify';
import { csvCell } from '../../../../core/common/format';
import { sendCsv } from '../../../../core/server/http';

describe('CSV cells safe against formula injection (issue 15: CSV downloads)', () => {
  it.each(['=1+2', '+49 1234', '-2+3', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil","x")'])('AO-12/AO-13: %j starts like a formula: shown as text behind an apostrophe', (text) => {
    expect(csvCell(text)).toBe(`'${text}`);
  });

  it('AO-12/AO-13: other texts stay as they are; numbers stay numbers (negative ones too); null and undefined are empty', () => {
    expect(csvCell('Sport')).toBe('Sport');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
    expect(csvCell('')).toBe('');
    expect(csvCell(-5)).toBe(-5);
    expect(csvCell(12.5)).toBe(12.5);
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('AO-12: sendCsv answers an attachment: UTF-8 with BOM, a header line, quoted where needed, every cell through csvCell', async () => {
    const app = Fastify();
    app.get('/x', (_request, reply) => sendCsv(reply, 'Zielgruppen äö.csv', [{ header: 'Name', value: (r: { name: string; n: number }) => r.name }, { header: '=N', value: (r) => r.n }], [{ name: 'Fußball, "Profi"', n: 3 }, { name: '@evil', n: -1 }]));
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Zielgruppen___.csv"; filename*=UTF-8''Zielgruppen%20%C3%A4%C3%B6.csv`);
    expect(res.body).toBe('\uFEFFName,\'=N\r\n"Fußball, ""Profi""",3\r\n\'@evil,-1\r\n');
  });
});
