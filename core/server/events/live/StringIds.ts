import { grown } from './grown';

/**
 * Strings as small integers, each string kept once while anything holds it: the live window's
 * rows and counts keep ids, so a visitor id or a path seen on 50 rows costs one string, and a
 * value leaves memory with the last row that held it.
 */
export class StringIds {
  private readonly ids = new Map<string, number>();
  private readonly values: (string | undefined)[] = [];
  private holders = new Int32Array(1024);
  private readonly free: number[] = [];

  /** The id of `value`, held once more. */
  hold(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.free.pop() ?? this.values.length;
      if (id >= this.holders.length) this.holders = grown(this.holders, id);
      this.ids.set(value, id);
      this.values[id] = value;
    }
    this.holders[id]++;
    return id;
  }

  /** Lets go of `id` once; its string is forgotten when nothing holds it. */
  release(id: number): void {
    if (--this.holders[id] > 0) return;
    this.ids.delete(this.values[id]!);
    this.values[id] = undefined;
    this.free.push(id);
  }

  /** The id of a held value, without holding it. */
  find(value: string): number | undefined {
    return this.ids.get(value);
  }

  value(id: number): string {
    return this.values[id]!;
  }

  /** Strings held now. */
  get size(): number {
    return this.ids.size;
  }
}
