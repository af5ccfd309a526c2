/** A stand-in for the browser's EventSource: a test pushes server events through it. */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  /** A server event of `type` with a JSON payload. */
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  /** The connection dropped (`EventSource` then retries by itself). */
  fail() {
    this.dispatchEvent(new Event('error'));
  }
  /** The connection is (re)established. */
  open() {
    this.dispatchEvent(new Event('open'));
  }
}
