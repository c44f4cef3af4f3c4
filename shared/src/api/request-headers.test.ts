import { ENDPOINTS } from '../contract/endpoints';
import { standardHeaders } from './request-headers';

const config = (merchant: string, language: string, token: string | null = null) => ({
  merchant: () => merchant,
  language: () => language,
  token: () => token,
});

describe('the headers of every /wps request (SPEC 7)', () => {
  it.each(['systemStatus', 'systemCountry', 'memberInfo'] as const)('%s carries Merchant and Language', (name) => {
    expect(standardHeaders(ENDPOINTS[name], config('lotus', 'TH'))).toMatchObject({ Merchant: 'lotus', Language: 'TH' });
  });

  it('a public call never sends the session token, a member call sends it raw', () => {
    expect(standardHeaders(ENDPOINTS.systemStatus, config('demo', 'EN', 'tok-1')).Authorization).toBeUndefined();
    expect(standardHeaders(ENDPOINTS.memberInfo, config('demo', 'EN', 'tok-1')).Authorization).toBe('tok-1');
  });

  it('Language falls back to EN when none is chosen yet', () => {
    expect(standardHeaders(ENDPOINTS.systemStatus, config('demo', '')).Language).toBe('EN');
  });
});
