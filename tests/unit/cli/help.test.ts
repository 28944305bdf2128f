/** @jest-environment node */
import { Command, type CommanderError } from 'commander';
import { registerDoctorCommand } from '../../../cli/commands/doctor';
import { registerNewCardCommand } from '../../../cli/commands/newCard';
import { registerNewPluginCommand } from '../../../cli/commands/newPlugin';
import { registerNewScreenCommand } from '../../../cli/commands/newScreen';
import { registerPluginsCommands } from '../../../cli/commands/plugins';

/** Any load of node-plop (inquirer, handlebars) shows up here. */
const plopLoaded = jest.fn();
jest.mock('node-plop', () => {
  plopLoaded();
  return { __esModule: true, default: jest.fn() };
});

function program() {
  const out = { print: jest.fn() };
  const written: string[] = [];
  const root = new Command('audience-console').exitOverride().configureOutput({ writeOut: (s) => written.push(s), writeErr: (s) => written.push(s) });
  for (const register of [registerNewCardCommand, registerNewScreenCommand, registerNewPluginCommand, registerPluginsCommands, registerDoctorCommand]) register(root, out);
  // Subcommands inherit neither exitOverride nor the output: set them on every level.
  const all = (c: Command): Command[] => [c, ...c.commands.flatMap(all)];
  for (const c of all(root)) c.exitOverride().configureOutput({ writeOut: (s) => written.push(s), writeErr: (s) => written.push(s) });
  return { root, written };
}

async function help(args: string[]) {
  const { root, written } = program();
  const err = await root.parseAsync([...args, '--help'], { from: 'user' }).then(
    () => undefined,
    (e: CommanderError) => e,
  );
  expect(err?.code).toBe('commander.helpDisplayed');
  return written.join('');
}

describe('cli --help', () => {
  it('every command has --help with its flags, and none of it loads node-plop', async () => {
    expect(await help([])).toMatch(/new-card[\s\S]*new-screen[\s\S]*new-plugin[\s\S]*plugins[\s\S]*doctor/);
    const card = await help(['new-card']);
    for (const flag of ['--product', '--resources', '--size', '--min-width', '--permission', '--default', '--multiple', '--yes']) expect(card).toContain(flag);
    for (const flag of ['--path', '--permission', '--product', '--yes']) expect(await help(['new-screen'])).toContain(flag);
    expect(await help(['new-plugin'])).toContain('<id>');
    for (const sub of ['list', 'enable', 'disable']) expect(await help(['plugins', sub])).toContain(`plugins ${sub}`);
    expect(await help(['doctor'])).toContain('doctor');
    expect(plopLoaded).not.toHaveBeenCalled();
    // The detector works: loading the module is seen.
    await import('node-plop');
    expect(plopLoaded).toHaveBeenCalled();
  });
});
