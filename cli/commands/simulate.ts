import type { Command } from 'commander';
import { configFromEnv } from '../../core/server/config/configFromEnv';
import { resolveServerConfig } from '../../core/server/config/ServerConfig';
import { DEMO_DOMAINS } from '../../core/server/seed/demoAccounts';
import type { Output } from './Output';
import { positiveNumber } from './positiveNumber';

/** `simulate --rate 50`: live traffic through a running server's collect endpoint, with real user agents. */
export function registerSimulateCommand(program: Command, out: Output): Command {
  return program
    .command('simulate')
    .description('send live demo traffic to a running server (POST /api/v1/collect) until stopped')
    .option('--rate <hits>', 'average hits per second', positiveNumber('--rate'), 50)
    .option('--url <url>', 'base URL of the server', `http://127.0.0.1:${process.env.PORT ?? 8080}`)
    .option('--domains <titles>', 'comma-separated configured domains', DEMO_DOMAINS.join(','))
    .option('--seconds <n>', 'stop after this many seconds (default: run until Ctrl-C)', positiveNumber('--seconds'))
    .action(async (opts: { rate: number; url: string; domains: string; seconds?: number }) => {
      const domains = opts.domains.split(',').map((d) => d.trim()).filter(Boolean);
      // Loaded on use: --help needs neither the plugins nor the generator.
      const [{ TrafficSimulator }, { loadConfiguredPlugins }] = await Promise.all([
        import('../../core/server/events/seed/TrafficSimulator'),
        import('../../core/server/plugin/loadConfiguredPlugins'),
      ]);
      const { plugins } = await loadConfiguredPlugins(resolveServerConfig({ ...configFromEnv(), logger: false }));
      let lastError = '';
      const simulator = new TrafficSimulator({
        baseUrl: opts.url.replace(/\/$/, ''),
        domains,
        tools: plugins.demoTraffic,
        rate: opts.rate,
        onError: (err) => {
          const message = err instanceof Error ? err.message : String(err);
          if (message !== lastError) out.print(`collect failed: ${message}`);
          lastError = message;
        },
      });
      out.print(`Sending ~${opts.rate} hits/s for ${domains.join(', ')} to ${opts.url}/api/v1/collect (Ctrl-C stops).`);
      simulator.start();
      const report = setInterval(() => out.print(`${simulator.sent} hits accepted, ${simulator.failed} failed`), 5000);
      await new Promise<void>((resolve) => {
        if (opts.seconds) setTimeout(resolve, opts.seconds * 1000);
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      clearInterval(report);
      await simulator.stop();
      out.print(`Stopped: ${simulator.sent} hits accepted, ${simulator.failed} failed.`);
    });
}
