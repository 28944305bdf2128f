import './events/threadPool';
import { configFromEnv } from './config/configFromEnv';
import { InsecureDefaultsError } from './config/insecureDefaults';
import { createServer } from './createServer';
import { demoBanner } from './seed/demoBanner';
import { PluginLoadError } from './plugin/loadServerPlugins';
import { PluginResolutionError } from '../common/plugin/resolvePlugins';

/** `npm run serve`: one server on PORT with the API, the socket and the built console. */
async function main() {
  const server = await createServer(configFromEnv());
  const url = await server.listen();
  server.app.log.info(`Audience Console listening on ${url} (API ${url}/api, socket ${url}/socket)`);
  const banner = demoBanner(server.config, url);
  for (const line of banner.info) console.log(line);
  for (const line of banner.warnings) console.warn(line);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (err) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  if (err instanceof PluginLoadError || err instanceof PluginResolutionError) console.error(`Plugin configuration error:\n${err.message}`);
  else if (err instanceof InsecureDefaultsError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
