/**
 * Watches one root for added and removed elements and calls `onChange` once per batch of
 * mutations, with the batch's records. `start`, `stop` and `refresh` are idempotent; `refresh` calls
 * `onChange` at once, with null: look at everything.
 */
export class IslandObserver {
  #observer: MutationObserver | undefined;

  constructor(
    private readonly root: Node,
    private readonly onChange: (records: readonly MutationRecord[] | null) => void,
    private readonly isRelevant: (record: MutationRecord) => boolean = () => true,
  ) {}

  get running(): boolean {
    return this.#observer !== undefined;
  }

  start(): void {
    if (this.#observer) return;
    this.#observer = new MutationObserver((records) => {
      const relevant = records.filter(this.isRelevant);
      if (relevant.length > 0) this.onChange(relevant);
    });
    this.#observer.observe(this.root, { childList: true, subtree: true });
  }

  stop(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
  }

  refresh(): void {
    if (this.#observer) this.onChange(null);
  }
}
