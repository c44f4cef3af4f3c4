import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { styleObject, toElement, toProps, type DomNode } from './dom-tree';

const create = createElement as unknown as Parameters<typeof toElement>[1];

describe('the page DOM as React elements', () => {
  afterEach(() => jest.restoreAllMocks());
  it('renders back to the same markup React would serve', () => {
    // React's development build warns about SVG's dashed attributes; it renders them as they are.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree: DomNode = [
      'section',
      { class: 'home', 'data-slot': 'banner', style: 'aspect-ratio: 5 / 2; --tile: url("a;b.png")' },
      [
        ['h2', { id: 'title' }, ['Hot games']],
        ['p', { hidden: '' }, ['one', ' two']],
        ['button', { type: 'button', disabled: '', onclick: 'steal()', 'aria-label': 'Play' }, ['Play']],
        ['label', { for: 'name' }, ['Name']],
        ['input', { id: 'name', value: 'lotus1', autocomplete: 'username' }, []],
        ['style', {}, ['.a > .b{color:red}']],
        ['svg', { viewBox: '0 0 24 24', 'stroke-width': '2' }, [['path', { d: 'M0 0h24' }, []]]],
      ],
    ];
    expect(renderToString(toElement(tree, create) as React.ReactElement)).toBe(
      '<section class="home" data-slot="banner" style="aspect-ratio:5 / 2;--tile:url(&quot;a;b.png&quot;)">' +
        '<h2 id="title">Hot games</h2><p hidden="">one<!-- --> two</p>' +
        '<button type="button" disabled="" aria-label="Play">Play</button><label for="name">Name</label>' +
        '<input id="name" autoComplete="username" value="lotus1"/><style>.a > .b{color:red}</style>' +
        '<svg viewBox="0 0 24 24" stroke-width="2"><path d="M0 0h24"></path></svg></section>',
    );
  });

  it('keeps booleans present and drops inline event handlers', () => {
    expect(toProps('input', { checked: '', readonly: '', onclick: 'x()', tabindex: '0' })).toEqual({
      defaultChecked: true,
      readOnly: true,
      tabIndex: '0',
    });
  });

  it('reads a style attribute as React style keys', () => {
    expect(styleObject('-webkit-line-clamp: 2; background-image: url(data:image/png;base64,AA==);;bad')).toEqual({
      WebkitLineClamp: '2',
      backgroundImage: 'url(data:image/png;base64,AA==)',
    });
  });
});
