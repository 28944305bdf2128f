import { hash } from 'node:crypto';

/** The lower `bits` (≤ 53) of the lower 64 bits of the MD5 of `text` — DuckDB's `md5_number_lower(text)`, as visitorKey — read without BigInt (a page view hashes each tag). */
export function md5Lower(text: string, bits: number): number {
  const digest = hash('md5', text, 'buffer');
  if (bits <= 32) return digest.readUInt32LE(8) % 2 ** bits;
  return digest.readUInt32LE(8) + (digest.readUInt32LE(12) % 2 ** (bits - 32)) * 2 ** 32;
}
