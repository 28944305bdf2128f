import { PairCounts } from './PairCounts';
import { grown } from './grown';

/**
 * The live window's visitors, in columns: per visitor (one entry per scope it was seen in) its
 * rows, and per field the value it was counted under with its rows there. One value nearly
 * always (a visitor's device, browser, os); the few slots with several (a reader of many pages)
 * keep their values in one pair table, the slot holding minus their number. A group's users
 * change when a visitor's rows under its value go from 0 to 1 or back to 0.
 */
export class VisitorSlots {
  private rows = new Int32Array(1024);
  private value: Int32Array;
  private valueRows: Int32Array;
  /** (slot, value) → rows, for slots with several values. */
  private readonly several = new PairCounts();
  private readonly free: number[] = [];
  private next = 0;

  constructor(private readonly fields: number) {
    this.value = new Int32Array(1024 * fields);
    this.valueRows = new Int32Array(1024 * fields);
  }

  /** A new entry without rows. */
  open(): number {
    const entry = this.free.pop() ?? this.next++;
    if (entry >= this.rows.length) {
      this.rows = grown(this.rows, entry);
      this.value = grown(this.value, this.rows.length * this.fields - 1);
      this.valueRows = grown(this.valueRows, this.rows.length * this.fields - 1);
    }
    return entry;
  }

  /** Frees an entry whose rows are all gone (its slots are empty then). */
  close(entry: number): void {
    this.free.push(entry);
  }

  /** The visitor's rows after adding `delta`. */
  addRows(entry: number, delta: number): number {
    return (this.rows[entry] += delta);
  }

  /** The visitor's rows under `value` of `field` after adding `delta`. */
  count(entry: number, field: number, value: number, delta: number): number {
    const at = entry * this.fields + field;
    const rows = this.valueRows[at];
    if (rows === 0) {
      this.value[at] = value;
      return (this.valueRows[at] = delta);
    }
    if (rows > 0) {
      if (this.value[at] === value) return (this.valueRows[at] += delta);
      this.several.add(at, this.value[at], rows);
      this.valueRows[at] = -1;
    }
    const after = this.several.add(at, value, delta);
    // Minus the number of values: one more when a value came in, one less when one left.
    if (after === delta && delta > 0) this.valueRows[at]--;
    else if (after === 0) this.valueRows[at]++;
    return after;
  }
}
