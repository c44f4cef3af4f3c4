import { downloadPageLayout } from './page-layout';

describe('download page layout by release', () => {
  it('is classic up to 1.0.x and hero from 1.1.0', () => {
    expect(['0.9.9', '1.0.0', '1.0.12', '0.0.0-broken'].map(downloadPageLayout)).toEqual(['classic', 'classic', 'classic', 'classic']);
    expect(['1.1.0', '1.1.0-rc.1', '1.10.0', '2.0.0'].map(downloadPageLayout)).toEqual(['hero', 'hero', 'hero', 'hero']);
    expect(downloadPageLayout('not a version')).toBe('classic');
  });
});
