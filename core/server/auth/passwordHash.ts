import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id (the library's `Algorithm.Argon2id`, a const enum isolatedModules cannot read) with its default cost. */
const OPTIONS = { algorithm: 2 as Algorithm };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
