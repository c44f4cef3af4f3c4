import { renderToString } from 'react-dom/server';
import { createParcel } from './create-parcel';
import type { ParcelProps } from './parcel-contract';

const SLOW_ITEMS = 24;
let rendered = 0;

/** A parcel whose every item costs 4 ms to draw, as a slow phone draws a home row. */
function SlowRow(_props: ParcelProps) {
  return (
    <ul>
      {Array.from({ length: SLOW_ITEMS }, (_, index) => (
        <SlowItem key={index} index={index} />
      ))}
    </ul>
  );
}

/** 4 ms of a busy CPU, counted. */
function drawSlowly(): void {
  const until = performance.now() + 4;
  while (performance.now() < until) {
    // busy, as a slow CPU is
  }
  rendered += 1;
}

function SlowItem({ index }: { index: number }) {
  drawSlowly();
  return <li>item {index}</li>;
}

const props = {
  name: 'slow-row',
  basePath: '/m',
  route: '/home',
  params: {},
  search: '',
  navigate: () => undefined,
  reportError: () => undefined,
};

describe('a parcel hydrating server HTML', () => {
  it('hydrates in slices: the page gets the main thread back before the whole slot is done', async () => {
    const parcel = createParcel(SlowRow);
    const domElement = document.createElement('div');
    domElement.innerHTML = renderToString(<parcel.ssr.Component {...props} />);
    document.body.append(domElement);
    rendered = 0;
    const lifecycleProps = { ...props, domElement, hydrate: true, singleSpa: {}, mountParcel: () => undefined } as never;
    await parcel.bootstrap(lifecycleProps);
    const mounted = parcel.mount(lifecycleProps);
    // What tasks the page queues meanwhile (a tap's handler, say) see: at transition priority
    // React yields every few ms, so some run while the slot is part drawn.
    const seen: number[] = [];
    while (rendered < SLOW_ITEMS) seen.push(await new Promise<number>((resolve) => setTimeout(() => resolve(rendered), 0)));
    await mounted;
    expect(seen.some((count) => count > 0 && count < SLOW_ITEMS)).toBe(true);
    expect(domElement.querySelectorAll('li')).toHaveLength(SLOW_ITEMS);
  });
});
