// An indexed binary max-heap of (entry, key) on typed arrays: insert, change and remove an entry in
// O(log n), and list every entry whose key is at or above a threshold in O(k) for k of them, by
// walking down from the root and stopping at the first key below the threshold on each path (a
// heap's children never exceed their parent). Why a heap and not a sorted array: a sorted array
// answers the same query by binary search, but every insert or change moves half of it on average,
// and a busy symbol's side holds hundreds of thousands of positions whose triggers change with every
// fill; a heap moves log n slots. Keys are doubles that hold whole numbers of 10^-8 exactly (below
// 2^53) or ±Infinity; entries are small integers whose heap slot the shared SlotTable remembers.

/** Where each entry sits in its heap, shared by every heap of an index (an entry lives in one). */
export class SlotTable {
  slots = new Int32Array(1024).fill(-1);

  ensure(entry: number): void {
    if (entry < this.slots.length) return;
    let size = this.slots.length;
    while (size <= entry) size *= 2;
    const grown = new Int32Array(size).fill(-1);
    grown.set(this.slots);
    this.slots = grown;
  }
}

export class TriggerHeap {
  private keys = new Float64Array(64);
  private entries = new Int32Array(64);
  size = 0;

  constructor(private readonly table: SlotTable) {}

  has(entry: number): boolean {
    const slot = entry < this.table.slots.length ? this.table.slots[entry]! : -1;
    return slot >= 0 && slot < this.size && this.entries[slot] === entry;
  }

  insert(entry: number, key: number): void {
    if (this.size === this.keys.length) this.grow();
    this.table.ensure(entry);
    const slot = this.size++;
    this.place(slot, entry, key);
    this.up(slot);
  }

  change(entry: number, key: number): void {
    const slot = this.table.slots[entry]!;
    const old = this.keys[slot]!;
    this.keys[slot] = key;
    if (key > old) this.up(slot);
    else if (key < old) this.down(slot);
  }

  remove(entry: number): void {
    const slot = this.table.slots[entry]!;
    this.table.slots[entry] = -1;
    const last = --this.size;
    if (slot === last) return;
    const moved = this.entries[last]!;
    this.place(slot, moved, this.keys[last]!);
    this.up(slot);
    this.down(this.table.slots[moved]!);
  }

  /** Appends to `out` every entry whose key is ≥ threshold. */
  atOrAbove(threshold: number, out: number[], stack: number[]): void {
    if (this.size === 0 || this.keys[0]! < threshold) return;
    stack.length = 0;
    stack.push(0);
    while (stack.length > 0) {
      const slot = stack.pop()!;
      out.push(this.entries[slot]!);
      const left = 2 * slot + 1;
      if (left < this.size && this.keys[left]! >= threshold) stack.push(left);
      if (left + 1 < this.size && this.keys[left + 1]! >= threshold) stack.push(left + 1);
    }
  }

  private place(slot: number, entry: number, key: number): void {
    this.keys[slot] = key;
    this.entries[slot] = entry;
    this.table.slots[entry] = slot;
  }

  private up(slot: number): void {
    const entry = this.entries[slot]!;
    const key = this.keys[slot]!;
    while (slot > 0) {
      const parent = (slot - 1) >> 1;
      if (this.keys[parent]! >= key) break;
      this.place(slot, this.entries[parent]!, this.keys[parent]!);
      slot = parent;
    }
    this.place(slot, entry, key);
  }

  private down(slot: number): void {
    const entry = this.entries[slot]!;
    const key = this.keys[slot]!;
    for (;;) {
      const left = 2 * slot + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child = right < this.size && this.keys[right]! > this.keys[left]! ? right : left;
      if (this.keys[child]! <= key) break;
      this.place(slot, this.entries[child]!, this.keys[child]!);
      slot = child;
    }
    this.place(slot, entry, key);
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    const entries = new Int32Array(this.entries.length * 2);
    entries.set(this.entries);
    this.keys = keys;
    this.entries = entries;
  }
}
