import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Lang } from '@vitrina/core';
import type { Translate } from './demo';

export type LogTone = 'info' | 'error';

export interface LogEntry {
  readonly id: number;
  readonly at: Date;
  readonly tone: LogTone;
  /** Rendered each time the entry shows, so it follows the language. */
  readonly message: (t: Translate, lang: Lang) => string;
}

export interface EventLog {
  /** Newest first. */
  readonly entries: ReadonlySignal<readonly LogEntry[]>;
  add(message: (t: Translate, lang: Lang) => string, tone?: LogTone): void;
}

export function createEventLog(limit = 8): EventLog {
  const entries = signal<readonly LogEntry[]>([]);
  let lastId = 0;
  return {
    entries,
    add(message, tone = 'info') {
      lastId += 1;
      entries.value = [{ id: lastId, at: new Date(), tone, message }, ...entries.value].slice(0, limit);
    },
  };
}
