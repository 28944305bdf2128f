/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIENCE_EVENT_LIST } from '../../../../../plugins/audiences/server/audienceEventList';
import { CHANNEL_EVENT_LIST } from '../../../../../plugins/channels/server/channelEventList';

const SEED_DIR = path.resolve(__dirname, '../../../../../core/server/events/seed');
/** Tables the default plugins create (their migrations); core's seed must read none of them. */
const PLUGIN_TABLES = ['audiences', 'audience_surf_rules', 'audience_question_rules', 'audience_form_rules', 'questions', 'forms', 'leads', 'channels'];

describe("core's demo seed and simulator", () => {
  const sources = readdirSync(SEED_DIR)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ file: f, text: readFileSync(path.join(SEED_DIR, f), 'utf8') }));

  it('name no plugin event list, table or module: plugins add their parts through demoTraffic and their ingest steps', () => {
    expect(sources.length).toBeGreaterThan(5);
    for (const { file, text } of sources) {
      for (const list of [AUDIENCE_EVENT_LIST.name, CHANNEL_EVENT_LIST.name]) expect({ file, named: text.match(new RegExp(`['"\`]${list}['"\`]`)) }).toEqual({ file, named: null });
      expect({ file, table: text.match(new RegExp(`\\b(FROM|JOIN|INTO|to_regclass)\\W+(${PLUGIN_TABLES.join('|')})\\b`, 'i')) }).toEqual({ file, table: null });
      expect({ file, imports: text.match(/from '[./]*plugins\//) }).toEqual({ file, imports: null });
    }
  });
});
