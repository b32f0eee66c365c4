/**
 * Per-process objects a module makes once and shares (a stream hub, a delivery
 * engine, the runtime's caches), kept on `deps.slots`. Each slot is a typed
 * key exported by the module that owns it: the value's type travels with the
 * key, so no reader casts and no two modules can collide on a name.
 *
 * Why not a field of Deps: Deps sits below the resources (every layer reads
 * it), so a field naming a resource's class would be an import from a lower
 * layer up to a higher one, and an import cycle.
 */
export class Slot<T> {
  /** Only carries T for the type checker. */
  declare readonly type: T;
  constructor(readonly name: string) {}
}

export class Slots {
  readonly #values = new Map<Slot<unknown>, unknown>();

  get<T>(slot: Slot<T>): T | undefined {
    return this.#values.get(slot) as T | undefined;
  }

  set<T>(slot: Slot<T>, value: T): void {
    this.#values.set(slot, value);
  }

  /** The slot's value, made with `make` on first use. */
  getOrMake<T>(slot: Slot<T>, make: () => T): T {
    if (!this.#values.has(slot)) this.#values.set(slot, make());
    return this.#values.get(slot) as T;
  }
}
