/** One log line as pino writes it. */
export type LogEntry = { level: number; msg?: string } & Record<string, unknown>;

export interface CapturedLog {
  /** Pass as `logger: { level: 'info', stream }` to buildApp / setupTestApp. */
  stream: { write(line: string): void };
  /** Everything written so far, as written. */
  text(): string;
  entries(): LogEntry[];
  clear(): void;
}

/** Collects the app's log in memory; pino writes each line synchronously, so it is complete when a call returns. */
export function captureLog(): CapturedLog {
  let lines: string[] = [];
  return {
    stream: { write: (line) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
    clear: () => {
      lines = [];
    },
  };
}
