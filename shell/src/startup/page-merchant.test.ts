import { apiMerchant, pageMerchantName, readPageMerchant, registryMerchant } from './page-merchant';

function page(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
}

describe('the merchant the API client names', () => {
  it('is read from the page the server wrote it into', () => {
    expect(readPageMerchant(page('<meta charset="utf-8"><meta name="merchant" content="lotus">'))).toBe('lotus');
  });

  it('is not taken from a page without it or with something that is not a merchant code', () => {
    expect(readPageMerchant(page('<meta charset="utf-8">'))).toBe('');
    expect(readPageMerchant(page('<meta name="merchant" content="">'))).toBe('');
    expect(readPageMerchant(page('<meta name="merchant" content="lotus demo">'))).toBe('');
    expect(readPageMerchant(page('<meta name="merchant" content="../../x">'))).toBe('');
  });

  it('prefers the page, then the registry, then the status answer', () => {
    expect(apiMerchant({ page: 'lotus', registry: 'demo', status: 'demo' })).toBe('lotus');
    expect(apiMerchant({ page: '', registry: 'lotus', status: 'demo' })).toBe('lotus');
    expect(apiMerchant({ page: '', registry: '', status: 'lotus' })).toBe('lotus');
    expect(apiMerchant({ page: '', registry: '', status: undefined })).toBe('');
  });

  it('ignores the placeholder of a registry that could not be read', () => {
    expect(registryMerchant('unknown')).toBe('');
    expect(registryMerchant('lotus')).toBe('lotus');
  });
});

describe("the merchant's name the page carries", () => {
  it('names the merchant offline, when its status cannot be read (issue 37)', () => {
    expect(pageMerchantName(page('<meta name="application-name" content=" Lotus Thai Club ">'))).toBe('Lotus Thai Club');
    expect(pageMerchantName(page('<meta charset="utf-8">'))).toBe('');
  });
});
