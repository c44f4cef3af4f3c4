import { parseSessionInfo } from './session-info';

describe('stored session info', () => {
  it('reads a stored session', () => {
    expect(
      parseSessionInfo(JSON.stringify({ id: 7, token: 'abc', merchantCode: 'demo', userName: 'ann', type: 1, firstTimeLogin: true })),
    ).toEqual({
      id: '7',
      token: 'abc',
      merchantCode: 'demo',
      userName: 'ann',
      type: 1,
      firstTimeLogin: true,
    });
  });

  it.each([null, '', 'not json', '[]', '42', '{"token":""}', '{"token":5}', '{"userName":"x"}'])('treats %j as no session', (raw) => {
    expect(parseSessionInfo(raw)).toBeNull();
  });

  it('keeps the name a mobile newcomer is shown by, as text only (issue 37)', () => {
    const stored = { token: 't', userName: 'm66834233935', displayName: '+66 834233935' };
    expect(parseSessionInfo(JSON.stringify(stored))).toMatchObject(stored);
    expect(parseSessionInfo(JSON.stringify({ token: 't', displayName: { html: '<b>' } }))).not.toHaveProperty('displayName');
    expect(parseSessionInfo(JSON.stringify({ token: 't', displayName: '  ' }))).not.toHaveProperty('displayName');
  });

  it('survives wrong field types', () => {
    expect(parseSessionInfo('{"token":"t","type":"2","userName":{}}')).toMatchObject({ token: 't', type: 2, userName: '' });
  });
});
