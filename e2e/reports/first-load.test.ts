/**
 * @jest-environment jsdom
 */
import { routeCase, usableRecorder } from './first-load';

type Recorded = Window & { __mUsableAt?: number };

// jsdom lays nothing out; the recorder's "is it shown" test asks for client rects.
beforeAll(() => {
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (this.hasAttribute('hidden') ? [] : [{}]) as unknown as DOMRectList;
  });
});

beforeEach(() => {
  document.body.innerHTML = '';
  delete (window as Recorded).__mUsableAt;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the usable moment the size report cuts at', () => {
  it('is noted by the page when the route area appears, not when the report asks', async () => {
    // The recorder is a script the size report injects into the page as text: run it as the page would.
    // oxlint-disable-next-line no-eval
    (0, eval)(usableRecorder(routeCase('/m/register')));
    document.body.innerHTML = '<div class="app"></div>';
    await settle();
    expect((window as Recorded).__mUsableAt).toBeUndefined();

    document.querySelector('.app')!.innerHTML = '<section data-page="mf-auth/RegisterPage"></section>';
    await settle();
    const usableAt = (window as Recorded).__mUsableAt;
    expect(typeof usableAt).toBe('number');

    // Later changes (the idle-time services mounting) do not move it.
    document.body.insertAdjacentHTML('beforeend', '<div class="remote-slot" data-module="./PwaServices"></div>');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((window as Recorded).__mUsableAt).toBe(usableAt);
  });

  it('waits on the home until every widget area has mounted or failed', async () => {
    // The recorder is a script the size report injects into the page as text: run it as the page would.
    // oxlint-disable-next-line no-eval
    (0, eval)(usableRecorder(routeCase('/m/home')));
    document.body.innerHTML =
      '<div class="app"><main data-page="home"><div class="remote-slot"></div><div class="remote-slot"></div></main></div>';
    await settle();
    expect((window as Recorded).__mUsableAt).toBeUndefined();

    const [first, second] = [...document.querySelectorAll('.remote-slot')];
    first!.setAttribute('data-mounted', 'true');
    await settle();
    expect((window as Recorded).__mUsableAt).toBeUndefined();

    second!.setAttribute('data-reason', 'timeout');
    await settle();
    expect(typeof (window as Recorded).__mUsableAt).toBe('number');
  });

  it('waits for a page the server drew until its slot has attached: the same files count, drawn in time or not', async () => {
    // oxlint-disable-next-line no-eval
    (0, eval)(usableRecorder(routeCase('/m/download')));
    document.body.innerHTML =
      '<div class="app"><div class="remote-slot" data-remote-version="1.0.0"><section data-page="mf-pwa/DownloadPage"></section></div></div>';
    await settle();
    expect((window as Recorded).__mUsableAt).toBeUndefined();

    document.querySelector('.remote-slot')!.setAttribute('data-mounted', 'true');
    await settle();
    expect(typeof (window as Recorded).__mUsableAt).toBe('number');
  });

  it('does not count a route area that is not shown', async () => {
    // The recorder is a script the size report injects into the page as text: run it as the page would.
    // oxlint-disable-next-line no-eval
    (0, eval)(usableRecorder(routeCase('/m/download')));
    document.body.innerHTML = '<div class="app"><div hidden data-page="mf-pwa/DownloadPage"></div></div>';
    await settle();
    expect((window as Recorded).__mUsableAt).toBeUndefined();
    document.querySelector('[data-page]')!.removeAttribute('hidden');
    await settle();
    expect(typeof (window as Recorded).__mUsableAt).toBe('number');
  });
});
