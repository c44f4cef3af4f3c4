import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useMarqueeMotion } from './use-marquee-motion';

/** A stand-in for the browser's Web Animation: it records what the hook asked of it. */
class RecordedAnimation {
  currentTime: number | null = 0;
  playState: 'running' | 'paused' | 'idle' = 'running';
  constructor(
    readonly keyframes: Keyframe[],
    readonly options: KeyframeAnimationOptions,
  ) {}
  play() {
    this.playState = 'running';
  }
  pause() {
    this.playState = 'paused';
  }
  cancel() {
    this.playState = 'idle';
  }
}

let made: RecordedAnimation[] = [];
let resized: Array<() => void> = [];

/** Stands in for the browser's ResizeObserver: the test says when a size changed. */
class RecordedResizeObserver {
  constructor(private readonly callback: () => void) {
    resized.push(() => this.callback());
  }
  observe() {}
  disconnect() {}
}
let widths = { view: 300, text: 1000 };

beforeEach(() => {
  made = [];
  resized = [];
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = RecordedResizeObserver;
  widths = { view: 300, text: 1000 };
  Object.defineProperty(HTMLElement.prototype, 'animate', {
    configurable: true,
    value(keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      const run = new RecordedAnimation(keyframes, options);
      made.push(run);
      return run;
    },
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.view);
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.text);
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function Marquee({
  moving,
  enabled = true,
  rtl = false,
  items = ['a'],
}: {
  moving: boolean;
  enabled?: boolean;
  rtl?: boolean;
  items?: string[];
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  useMarqueeMotion(viewport, track, { moving, enabled, rtl });
  return (
    <div ref={viewport}>
      <div ref={track}>{items.join(' ')}</div>
    </div>
  );
}

describe('the marquee motion', () => {
  it('hands the browser one crossing at 60 px per second, repeated', () => {
    render(<Marquee moving />);
    expect(made).toHaveLength(1);
    const [run] = made;
    expect(run!.keyframes).toEqual([{ transform: 'translateX(300px)' }, { transform: 'translateX(-1000px)' }]);
    expect(run!.options.duration).toBeCloseTo((1300 / 60) * 1000, 5);
    expect(run!.options.iterations).toBe(Infinity);
    expect(run!.playState).toBe('running');
  });

  it('stops where it is and goes on from there', () => {
    const { rerender } = render(<Marquee moving />);
    const run = made[0]!;
    run.currentTime = 4000;
    rerender(<Marquee moving={false} />);
    expect(run.playState).toBe('paused');
    expect(run.currentTime).toBe(4000);
    rerender(<Marquee moving />);
    expect(run.playState).toBe('running');
    expect(made).toHaveLength(1);
  });

  it('starts paused when it must not move yet (off screen, paused by the player)', () => {
    render(<Marquee moving={false} />);
    expect(made[0]!.playState).toBe('paused');
  });

  it('does not animate under reduced motion', () => {
    render(<Marquee moving={false} enabled={false} />);
    expect(made).toHaveLength(0);
  });

  it('keeps the text where it was when new announcements change its width', () => {
    const { rerender } = render(<Marquee moving items={['a']} />);
    made[0]!.currentTime = 5000;
    widths.text = 2000;
    rerender(<Marquee moving items={['a', 'b']} />);
    act(() => resized.forEach((notify) => notify()));
    expect(made[0]!.playState).toBe('idle');
    const next = made[1]!;
    expect(next.keyframes).toEqual([{ transform: 'translateX(300px)' }, { transform: 'translateX(-2000px)' }]);
    expect(next.currentTime).toBe(5000);
    // A size report with nothing changed (the observer's first call) keeps the running crossing.
    act(() => resized.forEach((notify) => notify()));
    expect(made).toHaveLength(2);
  });

  it('enters from the left in right-to-left languages', () => {
    render(<Marquee moving rtl />);
    expect(made[0]!.keyframes).toEqual([{ transform: 'translateX(-1000px)' }, { transform: 'translateX(300px)' }]);
  });

  it('leaves the text still in a browser without the Web Animations API', () => {
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
    expect(() => render(<Marquee moving />)).not.toThrow();
  });
});
