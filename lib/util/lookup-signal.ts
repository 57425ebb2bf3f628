// The part of an AbortSignal the lookups use (a real AbortSignal has it too), and a small signal
// that provides just that for bounded() to cut a lookup at its deadline. Node's AbortController
// costs a hook run about 1.4 ms: loading its module, then an EventTarget listener added and removed
// around every file-system call of a trace.
export interface LookupSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  throwIfAborted(): void;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export class CutSignal implements LookupSignal {
  private listeners = new Set<() => void>();
  private cutReason: unknown;
  private cut = false;

  get aborted(): boolean {
    return this.cut;
  }

  get reason(): unknown {
    return this.cutReason;
  }

  throwIfAborted(): void {
    if (this.cut) throw this.cutReason;
  }

  // Listeners run once either way: an abort happens at most once.
  addEventListener(_type: 'abort', listener: () => void): void {
    if (!this.cut) this.listeners.add(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    this.listeners.delete(listener);
  }

  /** Cuts once: sets the reason and calls each listener (in the order added) one time. */
  abort(reason: unknown): void {
    if (this.cut) return;
    this.cut = true;
    this.cutReason = reason;
    const listeners = [...this.listeners];
    this.listeners.clear();
    for (const l of listeners) l();
  }
}
