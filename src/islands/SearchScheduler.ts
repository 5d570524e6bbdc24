// The live search's timing, apart from React so it can be tested: a query runs once the typing
// pauses for `delay` ms; typing again cancels the pending run and aborts a request in flight, so
// only the latest text's answer is ever shown; blank text clears the results without a request.

export interface SearchSchedulerOptions<T> {
  delay: number;
  /** Fetch results for `q`; must honour `signal`. */
  run: (q: string, signal: AbortSignal) => Promise<T>;
  onStart: (q: string) => void;
  onResult: (q: string, result: T) => void;
  onError: (q: string, error: unknown) => void;
  onClear: () => void;
}

export interface SearchScheduler {
  /** The text changed: (re)start the pause. */
  input(text: string): void;
  /** Search now (the form was submitted). */
  submit(text: string): void;
  /** The query last started (trimmed), or '' when cleared. */
  readonly current: string;
  dispose(): void;
}

export function createSearchScheduler<T>(options: SearchSchedulerOptions<T>): SearchScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let current = '';

  function cancel() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  }

  function start(q: string) {
    const own = new AbortController();
    controller = own;
    current = q;
    options.onStart(q);
    options.run(q, own.signal).then(
      (result) => {
        if (controller !== own) return;
        controller = undefined;
        options.onResult(q, result);
      },
      (error: unknown) => {
        if (controller !== own || own.signal.aborted) return;
        controller = undefined;
        options.onError(q, error);
      },
    );
  }

  function clear() {
    current = '';
    options.onClear();
  }

  return {
    input(text) {
      cancel();
      const q = text.trim();
      if (q === '') return clear();
      timer = setTimeout(() => {
        timer = undefined;
        start(q);
      }, options.delay);
    },
    submit(text) {
      cancel();
      const q = text.trim();
      if (q === '') return clear();
      start(q);
    },
    get current() {
      return current;
    },
    dispose: cancel,
  };
}
