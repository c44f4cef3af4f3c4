import { render } from '@testing-library/react';
import { BundleTag } from './bundle-tag';
import { rememberDebugFlag } from '../debug/debug-mode';

describe('the bundle tag at the foot of a page', () => {
  afterEach(() => rememberDebugFlag('?debug=0'));

  it('shows players no version, while operators still read it from the attributes', () => {
    const { getByTestId } = render(<BundleTag name="mf_games" version="1.0.0" />);
    const tag = getByTestId('bundle-tag');
    expect(tag.textContent).toBe('');
    expect(tag.hidden).toBe(true);
    expect(tag.dataset).toMatchObject({ bundle: 'mf_games', version: '1.0.0' });
  });

  it('shows "mf_games 1.0.0" in a tab opened with ?debug=1', () => {
    rememberDebugFlag('?debug=1');
    const { getByTestId } = render(<BundleTag name="mf_games" version="1.0.0" />);
    expect(getByTestId('bundle-tag').textContent).toBe('mf_games 1.0.0');
    expect(getByTestId('bundle-tag').hidden).toBe(false);
  });
});
