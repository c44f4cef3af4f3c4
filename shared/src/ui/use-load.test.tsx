import { act, fireEvent, render, screen } from '@testing-library/react';
import { language$ } from '../i18n/i18n';
import { useLoad, type LoadKey, type LoadOptions } from './use-load';

/** A loader whose answers the test gives by hand, one per call, and which records every call. */
function manualLoader<T>() {
  const calls: { signal: AbortSignal; resolve(value: T): void; reject(error: unknown): void }[] = [];
  const load = (signal: AbortSignal) => new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { load, calls };
}

function Shows({ id, load, options }: { id: LoadKey; load: (signal: AbortSignal) => Promise<string>; options?: LoadOptions<string> }) {
  const state = useLoad(id, load, options);
  return (
    <div>
      <p data-testid="state">{state.status === 'ready' ? `ready:${state.value}` : state.status}</p>
      <button type="button" onClick={state.retry}>
        retry
      </button>
    </div>
  );
}

const shown = () => screen.getByTestId('state').textContent;

describe('useLoad', () => {
  it('is loading until the answer comes, then shows it', async () => {
    const loader = manualLoader<string>();
    render(<Shows id="a" load={loader.load} />);
    expect(shown()).toBe('loading');
    await act(async () => loader.calls[0]!.resolve('games'));
    expect(shown()).toBe('ready:games');
    expect(loader.calls).toHaveLength(1);
  });

  it('fails when the loader fails, and loads again on retry', async () => {
    const loader = manualLoader<string>();
    render(<Shows id="a" load={loader.load} />);
    await act(async () => loader.calls[0]!.reject(new Error('500')));
    expect(shown()).toBe('failed');
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(shown()).toBe('loading');
    await act(async () => loader.calls[1]!.resolve('back'));
    expect(shown()).toBe('ready:back');
  });

  it('asks again when the key changes and ignores the answer for the old key', async () => {
    const loader = manualLoader<string>();
    const view = render(<Shows id={['tab', 1]} load={loader.load} />);
    view.rerender(<Shows id={['tab', 2]} load={loader.load} />);
    expect(loader.calls[0]!.signal.aborted).toBe(true);
    await act(async () => loader.calls[0]!.resolve('tab one'));
    expect(shown()).toBe('loading');
    await act(async () => loader.calls[1]!.resolve('tab two'));
    expect(shown()).toBe('ready:tab two');
  });

  it('loads again in the new language when the page changes language, even with data handed over', async () => {
    const loader = manualLoader<string>();
    render(<Shows id="banners" load={loader.load} options={{ initial: 'Welcome bonus' }} />);
    expect(shown()).toBe('ready:Welcome bonus');
    expect(loader.calls).toHaveLength(0);
    act(() => language$.next('TH'));
    try {
      expect(loader.calls).toHaveLength(1);
      await act(async () => loader.calls[0]!.resolve('โบนัสต้อนรับ'));
      expect(shown()).toBe('ready:โบนัสต้อนรับ');
    } finally {
      act(() => language$.next('EN'));
    }
  });

  it('does not ask again for a key equal in value (a new array each render)', () => {
    const loader = manualLoader<string>();
    const view = render(<Shows id={['EN', 'token']} load={loader.load} />);
    view.rerender(<Shows id={['EN', 'token']} load={loader.load} />);
    expect(loader.calls).toHaveLength(1);
  });

  it('asks nothing while the key is null (signed out) and clears what it had', async () => {
    const loader = manualLoader<string>();
    const view = render(<Shows id={null} load={loader.load} />);
    expect(shown()).toBe('idle');
    expect(loader.calls).toHaveLength(0);
    view.rerender(<Shows id="token" load={loader.load} />);
    await act(async () => loader.calls[0]!.resolve('wallet'));
    view.rerender(<Shows id={null} load={loader.load} />);
    expect(shown()).toBe('idle');
  });

  it('starts ready with a value the server handed over, without a request, and loads on retry', async () => {
    const loader = manualLoader<string>();
    render(<Shows id="home" load={loader.load} options={{ initial: 'from the server' }} />);
    expect(shown()).toBe('ready:from the server');
    expect(loader.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    await act(async () => loader.calls[0]!.resolve('fresh'));
    expect(shown()).toBe('ready:fresh');
  });

  it('loads a seeded hook when its key changes', () => {
    const loader = manualLoader<string>();
    const view = render(<Shows id="EN" load={loader.load} options={{ initial: 'english' }} />);
    view.rerender(<Shows id="TH" load={loader.load} options={{ initial: 'english' }} />);
    expect(shown()).toBe('loading');
    expect(loader.calls).toHaveLength(1);
  });

  it('keeps the last value on screen while a new key loads when asked to', async () => {
    const loader = manualLoader<string>();
    const view = render(<Shows id="EN" load={loader.load} options={{ keep: true }} />);
    await act(async () => loader.calls[0]!.resolve('english'));
    view.rerender(<Shows id="TH" load={loader.load} options={{ keep: true }} />);
    expect(shown()).toBe('ready:english');
    await act(async () => loader.calls[1]!.resolve('thai'));
    expect(shown()).toBe('ready:thai');
  });

  it('with keep, a failed reload leaves the last value beside the failure and hands it to the next load', async () => {
    const seen: (string | undefined)[] = [];
    const loader = manualLoader<string>();
    const load = (signal: AbortSignal, previous: string | undefined) => {
      seen.push(previous);
      return loader.load(signal);
    };
    let latest: ReturnType<typeof useLoad<string>> | undefined;
    function Pages({ id }: { id: string }) {
      // oxlint-disable-next-line react/globals -- a test probe: it hands the hook's state out of the component to assert on
      latest = useLoad(id, load, { keep: true });
      return null;
    }
    const view = render(<Pages id="page-1" />);
    expect(latest!.busy).toBe(true);
    await act(async () => loader.calls[0]!.resolve('one'));
    expect(latest!.busy).toBe(false);
    view.rerender(<Pages id="page-2" />);
    expect(latest!.busy).toBe(true);
    await act(async () => loader.calls[1]!.reject(new Error('500')));
    expect(latest).toMatchObject({ status: 'failed', value: 'one', busy: false });
    act(() => latest!.retry());
    expect(latest).toMatchObject({ status: 'ready', value: 'one', busy: true });
    await act(async () => loader.calls[2]!.resolve('one two'));
    expect(latest).toMatchObject({ status: 'ready', value: 'one two' });
    expect(seen).toEqual([undefined, 'one', 'one']);
  });

  it('aborts the request and sets nothing when unmounted during the load', async () => {
    const loader = manualLoader<string>();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(<Shows id="a" load={loader.load} />);
    view.unmount();
    expect(loader.calls[0]!.signal.aborted).toBe(true);
    await act(async () => loader.calls[0]!.resolve('late'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
