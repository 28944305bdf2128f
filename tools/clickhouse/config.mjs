// Prints the configuration of a private ClickHouse server (Debian's clickhouse-server) that keeps
// everything under one folder and answers HTTP on one loopback port: CI (.ci/run), the scale-out
// test suites (tests/support/throwawayClickHouse.ts) and `npm run cluster` start it this way.
// Usage: node tools/clickhouse/config.mjs <folder> <http port> (plain Node: CI runs it before npm ci)
import process from 'node:process';

const [folder, port] = process.argv.slice(2);
if (!folder || !/^\d+$/.test(port ?? '')) {
  process.stderr.write('Usage: node tools/clickhouse/config.mjs <folder> <http port>\n');
  process.exit(2);
}
// LowCardinality columns need the experimental flag on 18.16; the store's tables use them.
process.stdout.write(`<yandex>
  <logger><level>warning</level><log>${folder}/clickhouse.log</log><errorlog>${folder}/clickhouse.err.log</errorlog></logger>
  <http_port>${port}</http_port>
  <listen_host>127.0.0.1</listen_host>
  <path>${folder}/data/</path>
  <tmp_path>${folder}/tmp/</tmp_path>
  <user_files_path>${folder}/user_files/</user_files_path>
  <format_schema_path>${folder}/format_schemas/</format_schema_path>
  <users_config>/etc/clickhouse-server/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>268435456</mark_cache_size>
  <max_concurrent_queries>100</max_concurrent_queries>
</yandex>
`);
