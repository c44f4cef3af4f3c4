/**
 * @jest-environment jsdom
 */
import { injectStyles } from './inject-styles';

describe('a remote stylesheet', () => {
  it('the server put in the body is not added again (issue 40)', () => {
    document.body.innerHTML = '<div id="root"><style data-bundle="mf-games">.g{}</style><section class="g"></section></div>';
    injectStyles('mf-games', '.g{}');
    expect(document.querySelectorAll('style[data-bundle="mf-games"]')).toHaveLength(1);
  });

  it('the page does not carry is added once to the head', () => {
    injectStyles('mf-auth', '.a{}');
    injectStyles('mf-auth', '.a{}');
    expect(document.head.querySelectorAll('style[data-bundle="mf-auth"]')).toHaveLength(1);
    expect(document.head.querySelector('style[data-bundle="mf-auth"]')?.textContent).toBe('.a{}');
  });
});
