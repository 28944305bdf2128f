/**
 * DuckDB runs each query on a libuv worker thread for as long as it takes, and the default
 * pool has 4 — shared with PGlite's file I/O and argon2. A few slow queries then stall
 * logins and metadata reads (seen as a hang: a second server starting in a process whose
 * pool DuckDB kept busy). Import this first in an entry point: libuv reads the variable when
 * the pool starts, at the first asynchronous file or crypto operation. An explicit setting wins.
 */
process.env.UV_THREADPOOL_SIZE ??= '16';
