/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { askMissing, type Question } from '../../../cli/scaffold/askMissing';

const questions: Question[] = [
  { key: 'name', flag: '<name>', message: 'Name', kind: 'text' },
  { key: 'resources', flag: '--resources <names>', message: 'Resources', kind: 'text' },
  { key: 'size', flag: '--size <WxH>', message: 'Size', kind: 'text', default: '4x3' },
  { key: 'default', flag: '--default', message: 'Default?', kind: 'confirm', default: false },
];

describe('askMissing: a flag for every prompt', () => {
  it('without prompts takes defaults and names every missing required flag', async () => {
    await expect(askMissing(questions, { name: 'Foo', resources: 'users' }, { interactive: false })).resolves.toEqual({ name: 'Foo', resources: 'users', size: '4x3', default: false });
    await expect(askMissing(questions, {}, { interactive: false })).rejects.toThrow('Missing <name>, --resources <names> (required; no prompts with --yes or without a terminal).');
  });

  it('on a terminal asks only for what the flags left open; an empty answer takes the default', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const asked: string[] = [];
    const answers = ['users,devices', '', 'y'];
    // Answer each prompt as it appears, as a person at the terminal would.
    output.on('data', (chunk: Buffer) => {
      asked.push(chunk.toString());
      input.write(`${answers.shift()}\n`);
    });
    await expect(askMissing(questions, { name: 'Foo' }, { interactive: true, input, output })).resolves.toEqual({ name: 'Foo', resources: 'users,devices', size: '4x3', default: true });
    expect(asked.join('')).toBe('Resources: Size (4x3): Default? (y/N) ');
  });
});
