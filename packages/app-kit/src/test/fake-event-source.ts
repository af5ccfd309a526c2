/** A stand-in for the browser's EventSource: a test pushes server events through it. */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  closed = false;
  /** `EventSource.readyState`: 0 connecting, 1 open, 2 closed. */
  readyState = 0;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  /** A server event of `type` with a JSON payload. */
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  /** The connection dropped (`EventSource` then retries by itself). */
  fail() {
    this.readyState = 0;
    this.dispatchEvent(new Event('error'));
  }
  /**
   * The server answered with an HTTP error (a 502 while the BFF restarts): the browser's
   * `EventSource` gives up for good (`readyState` 2) and never retries by itself.
   */
  refuse() {
    this.readyState = 2;
    this.dispatchEvent(new Event('error'));
  }
  /** The connection is (re)established. */
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
}
