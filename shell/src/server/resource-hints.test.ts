import { takeResourceHints } from './resource-hints';

describe('resource hints of a drawn fragment', () => {
  it('are taken off its start, and nothing else', () => {
    const drawn = '<link rel="preload" as="image" href="/a.png"/><link rel="preload" as="image" href="/b.png"/><div><link rel="x"/></div>';
    expect(takeResourceHints(drawn)).toEqual({
      hints: ['<link rel="preload" as="image" href="/a.png"/>', '<link rel="preload" as="image" href="/b.png"/>'],
      html: '<div><link rel="x"/></div>',
    });
    expect(takeResourceHints('<p>x</p>')).toEqual({ hints: [], html: '<p>x</p>' });
  });
});
