import '../../core/server/events/threadPool';
import path from 'node:path';
import { configFromEnv } from '../../core/server/config/configFromEnv';
import { createServer } from '../../core/server/createServer';

/**
 * The real server as core/server/main.ts starts it, plus the fixture plugins (tests/fixtures/plugins):
 * a server process with routes a test can hold open, such as an event-store read that runs until killed.
 */
async function main() {
  const server = await createServer({ ...configFromEnv(), extraPluginsDir: path.join(__dirname, '../fixtures/plugins') });
  const url = await server.listen();
  server.app.log.info(`Audience Console (with the fixture plugins) listening on ${url}`);
  process.once('SIGTERM', () => {
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
