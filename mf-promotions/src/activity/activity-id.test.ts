import { parseActivityId, parseCategory } from './activity-id';

describe('activity and category from the address', () => {
  it('reads the id, and tells a missing one from one no server could know', () => {
    expect(parseActivityId('id=101')).toEqual({ kind: 'id', id: '101' });
    expect(parseActivityId('')).toEqual({ kind: 'none' });
    expect(parseActivityId('id=')).toEqual({ kind: 'none' });
    expect(parseActivityId('id=%3Cscript%3E')).toEqual({ kind: 'invalid' });
    expect(parseActivityId(`id=${'9'.repeat(65)}`)).toEqual({ kind: 'invalid' });
  });

  it('reads the category tab', () => {
    expect(parseCategory('category=2&x=1')).toBe('2');
    expect(parseCategory('category=../x')).toBeNull();
    expect(parseCategory('')).toBeNull();
  });
});
