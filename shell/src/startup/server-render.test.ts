import { readServerRender } from './server-render';

function page(text: string | null): Pick<Document, 'getElementById'> {
  return { getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)) };
}

const valid = {
  schemaVersion: 1,
  language: 'TH',
  config: { status: { merchantCode: 'lotus', maintenance: false, whitelabel: {} }, country: null },
  slots: { 'mf-games/HomeCategories': { version: '1.0.0', loads: {} } },
};

describe('the hand-over of a page the server drew', () => {
  it('is taken when it is one', () => {
    expect(readServerRender(page(JSON.stringify(valid)))).toEqual(valid);
  });

  it('is ignored when absent, broken or not one of ours: the page is then composed in the browser', () => {
    expect(readServerRender(page(null))).toBeNull();
    expect(readServerRender(page('{not json'))).toBeNull();
    expect(readServerRender(page(JSON.stringify({ ...valid, schemaVersion: 2 })))).toBeNull();
    expect(readServerRender(page(JSON.stringify({ ...valid, config: { status: { merchantCode: 'x' } } })))).toBeNull();
    expect(readServerRender(page(JSON.stringify({ ...valid, slots: { a: { version: 1 } } })))).toBeNull();
  });
});
