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

  it('survives wrong field types', () => {
    expect(parseSessionInfo('{"token":"t","type":"2","userName":{}}')).toMatchObject({ token: 't', type: 2, userName: '' });
  });
});
