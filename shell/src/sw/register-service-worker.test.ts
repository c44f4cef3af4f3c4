import { BehaviorSubject, EventBus, type EventCatalogue } from '@m/shared';
import {
  ACTIVATION_RELOAD_FALLBACK_MS,
  connectLifecycle,
  followOfflineLanguage,
  UPDATE_ATTEMPT_TIMEOUT_MS,
  UPDATE_RETRY_DELAYS_MS,
  type ServiceWorkerContainerLike,
} from './register-service-worker';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

// Scenarios about waiting use fake timers; every scenario ends on real ones.
afterEach(() => jest.useRealTimers());

class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  updates = 0;
  async update() {
    this.updates += 1;
  }
}

class FakeContainer extends EventTarget implements ServiceWorkerContainerLike {
  constructor(public controller: ServiceWorker | null) {
    super();
  }
  override addEventListener(type: 'controllerchange', listener: () => void) {
    super.addEventListener(type, listener);
  }
}

function setUp(options: { controlled: boolean; waiting?: boolean }) {
  const events = new EventBus();
  const phases: EventCatalogue['sw.lifecycle'][] = [];
  events.on('sw.lifecycle').subscribe((e) => phases.push(e));
  const registration = new FakeRegistration();
  if (options.waiting) registration.waiting = new FakeWorker('installed');
  const container = new FakeContainer(options.controlled ? ({} as ServiceWorker) : null);
  const reload = jest.fn();
  connectLifecycle(registration as unknown as ServiceWorkerRegistration, container, events, reload);
  return { events, phases, registration, container, reload };
}

function findUpdate(registration: FakeRegistration): FakeWorker {
  const worker = new FakeWorker('installing');
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  return worker;
}

describe('the service worker lifecycle on the bus', () => {
  it('reports a new version that installs while an older one controls the page as a waiting update', () => {
    const { phases, registration } = setUp({ controlled: true });
    const worker = findUpdate(registration);
    registration.installing = null;
    registration.waiting = worker;
    worker.moveTo('installed');
    expect(phases).toContainEqual({ phase: 'installed', isUpdate: true });
    expect(phases).toContainEqual({ phase: 'waiting', isUpdate: true });
  });

  it('reports a worker that was already waiting when the page loaded', () => {
    const { phases } = setUp({ controlled: true, waiting: true });
    expect(phases).toContainEqual({ phase: 'waiting', isUpdate: true });
  });

  it('a first install is not an update and does not reload the page when it takes control', () => {
    const { phases, registration, container, reload } = setUp({ controlled: false });
    const worker = findUpdate(registration);
    worker.moveTo('installed');
    worker.moveTo('activated');
    container.dispatchEvent(new Event('controllerchange'));
    expect(phases).toContainEqual({ phase: 'installed', isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks for an update when mf-pwa asks', () => {
    const { events, registration } = setUp({ controlled: true });
    events.publish('sw.update.check', {});
    expect(registration.updates).toBe(1);
  });

  it('tries the check again when the browser could not fetch the new worker, and finds it', async () => {
    jest.useFakeTimers();
    const { events, registration, phases } = setUp({ controlled: true });
    registration.update = async () => {
      registration.updates += 1;
      if (registration.updates === 1) throw new TypeError('An unknown error occurred when fetching the script.');
      const worker = findUpdate(registration);
      registration.installing = null;
      registration.waiting = worker;
      worker.moveTo('installed');
    };
    events.publish('sw.update.check', {});
    await jest.advanceTimersByTimeAsync(0);
    expect(phases).not.toContainEqual({ phase: 'waiting', isUpdate: true });
    await jest.advanceTimersByTimeAsync(UPDATE_RETRY_DELAYS_MS[0]!);
    expect(registration.updates).toBe(2);
    expect(phases).toContainEqual({ phase: 'waiting', isUpdate: true });
  });
});

describe('the player accepts an update', () => {
  it('tells the waiting worker to skip waiting and reloads once it controls the page', () => {
    const { events, registration, container, reload } = setUp({ controlled: true, waiting: true });
    events.publish('sw.update.activate', {});
    expect(registration.waiting?.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new worker has not taken over 10 s after the tap, once', async () => {
    jest.useFakeTimers();
    const { events, registration, container, reload } = setUp({ controlled: true, waiting: true });
    events.publish('sw.update.activate', {});
    expect(registration.waiting!.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    await jest.advanceTimersByTimeAsync(ACTIVATION_RELOAD_FALLBACK_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // The worker taking over during that reload asks for it again, which is harmless; no timer is left.
    container.dispatchEvent(new Event('controllerchange'));
    await jest.advanceTimersByTimeAsync(ACTIVATION_RELOAD_FALLBACK_MS);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload a second time when the new worker takes over in time', async () => {
    jest.useFakeTimers();
    const { events, container, reload } = setUp({ controlled: true, waiting: true });
    events.publish('sw.update.activate', {});
    container.dispatchEvent(new Event('controllerchange'));
    await jest.advanceTimersByTimeAsync(ACTIVATION_RELOAD_FALLBACK_MS * 2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for a worker that is still installing, then swaps it in', () => {
    const { events, registration, container, reload } = setUp({ controlled: true });
    const worker = findUpdate(registration);
    events.publish('sw.update.activate', {});
    expect(worker.messages).toEqual([]);
    registration.installing = null;
    registration.waiting = worker;
    worker.moveTo('installed');
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when a last check finds no new worker (only the server lists changed)', async () => {
    const { events, registration, reload } = setUp({ controlled: true });
    events.publish('sw.update.activate', {});
    expect(reload).not.toHaveBeenCalled();
    await settled();
    expect(registration.updates).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('accepted before the new worker was found: swaps in what the last check finds, not the old version', async () => {
    const { events, registration, container, reload } = setUp({ controlled: true });
    let found: FakeWorker | null = null;
    registration.update = async () => {
      registration.updates += 1;
      found = findUpdate(registration);
    };
    events.publish('sw.update.activate', {});
    await settled();
    expect(reload).not.toHaveBeenCalled();
    registration.installing = null;
    registration.waiting = found!;
    found!.moveTo('installed');
    expect(found!.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a check the browser never answers counts as failed: the next attempt starts', async () => {
    jest.useFakeTimers();
    const { events, registration } = setUp({ controlled: true });
    registration.update = () => {
      registration.updates += 1;
      return new Promise<void>(() => undefined);
    };
    events.publish('sw.update.check', {});
    await jest.advanceTimersByTimeAsync(UPDATE_ATTEMPT_TIMEOUT_MS - 1);
    expect(registration.updates).toBe(1);
    await jest.advanceTimersByTimeAsync(1 + UPDATE_RETRY_DELAYS_MS[0]!);
    expect(registration.updates).toBe(2);
  });

  it('still reloads when the last check fails every time (offline)', async () => {
    jest.useFakeTimers();
    const { events, registration, reload } = setUp({ controlled: true });
    registration.update = async () => {
      registration.updates += 1;
      throw new Error('offline');
    };
    events.publish('sw.update.activate', {});
    await jest.advanceTimersByTimeAsync(UPDATE_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    expect(registration.updates).toBe(UPDATE_RETRY_DELAYS_MS.length + 1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("the offline page's language (issue 37)", () => {
  it('tells the active worker the language in use at once and at every change, once each', async () => {
    const worker = new FakeWorker('activated');
    const language$ = new BehaviorSubject('EN');
    const stop = followOfflineLanguage({ ready: Promise.resolve({ active: worker }) }, language$);
    language$.next('TH');
    language$.next('TH');
    language$.next('PT-BR');
    await settled();
    expect(worker.messages).toEqual([
      { type: 'OFFLINE_LANGUAGE', language: 'EN' },
      { type: 'OFFLINE_LANGUAGE', language: 'TH' },
      { type: 'OFFLINE_LANGUAGE', language: 'PT-BR' },
    ]);
    stop();
    language$.next('VI');
    await settled();
    expect(worker.messages).toHaveLength(3);
  });
});
