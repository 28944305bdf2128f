import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaContentType, type MediaExtension, type MediaStore } from './MediaStore';

/** The embedded media store: one file per image in `dir` (DATA_DIR/media). */
export class FileMediaStore implements MediaStore {
  constructor(private readonly dir: string) {}

  async put(bytes: Buffer, extension: MediaExtension): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const filename = `${randomBytes(16).toString('hex')}.${extension}`;
    // wx: a name is never reused, so a file once served never changes under a cached URL.
    await writeFile(path.join(this.dir, filename), bytes, { flag: 'wx' });
    return filename;
  }

  async read(filename: string): Promise<Buffer | undefined> {
    if (!mediaContentType(filename)) return undefined;
    return readFile(path.join(this.dir, filename)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
  }

  async delete(filename: string): Promise<void> {
    if (mediaContentType(filename)) await rm(path.join(this.dir, filename), { force: true });
  }
}
