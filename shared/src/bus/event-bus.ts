/**
 * The one event bus of the page. Bundles never import each other; they publish and subscribe here.
 *
 * It lives in `@m/shared`, which Module Federation shares as a singleton, so the shell and every
 * remote get this same object. `instanceId` lets a test prove it.
 */
import { Observable, Subject, filter, map } from 'rxjs';
import { BUS_VERSION, type BusEvent, type EventCatalogue, type EventName } from './event-catalogue';

export class EventBus {
  readonly version = BUS_VERSION;
  readonly instanceId = `bus-${Math.random().toString(36).slice(2, 10)}`;
  private readonly subject = new Subject<BusEvent>();

  publish<N extends EventName>(name: N, payload: EventCatalogue[N]): void {
    this.subject.next({ name, payload, at: Date.now() } as BusEvent);
  }

  on<N extends EventName>(name: N): Observable<EventCatalogue[N]> {
    return this.subject.pipe(
      filter((event): event is BusEvent<N> => event.name === name),
      map((event) => event.payload),
    );
  }

  /** Every event, for logging and tests. */
  all(): Observable<BusEvent> {
    return this.subject.asObservable();
  }
}

export const bus = new EventBus();
