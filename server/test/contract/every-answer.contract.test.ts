/**
 * Contract: every endpoint of the catalogue, called on the demo data of both merchants (as a
 * guest and signed in where the endpoint answers both), answers what its contract declares.
 * The test client checks each answer against the schema (answer-check.ts): a server answer
 * that drifts (a field renamed, added, of another type) fails here with the field named.
 * `PLANS` is a Record over every endpoint name, so a new endpoint cannot skip this test.
 */
import type { EndpointName } from '@m/shared/contract';
import { AnswerDrift, checkAnswer } from './answer-check';
import { v3Answer, v4Answer } from './captcha-answers';
import { startContractServer, rejection, type ContractServer, type TestClient } from './contract-server';
import { startFakeProviders, type FakeProviders } from './fake-providers';
import { CONSENT } from '../support/consent';

type MerchantCode = 'demo' | 'lotus';

/** What a plan needs for one merchant: a guest, a signed-in member, and the merchant's demo data. */
interface Kit {
  merchant: MerchantCode;
  guest: TestClient;
  member: TestClient;
  /** A fresh client (a registration or login of its own, without the member's rate limits). */
  fresh: () => TestClient;
  data: MerchantData;
}

interface MerchantData {
  login: { username: string; password: string };
  twoFactor: { username: string; password: string; mobileDigits: string };
  /** The signed-in member's own mobile (smsMember sends there). */
  memberMobileDigits: string;
  dialingCode: string;
  /** A free national number prefix for new registrations. */
  mobilePrefix: string;
  captcha: (client: TestClient) => Promise<Record<string, string>>;
  captchaOnLogin: boolean;
  usernameRegistration: boolean;
  game: {
    launch: Record<string, unknown>;
    trial: { gameId: string; nodeId: string; platform: string };
    favourite: { vendor: string; gameCode: string };
  };
}

const DATA: Record<MerchantCode, MerchantData> = {
  demo: {
    login: { username: 'player1', password: 'secret123' },
    twoFactor: { username: 'twofactor1', password: 'secret123', mobileDigits: '639170000002' },
    memberMobileDigits: '639170000001',
    dialingCode: '63',
    mobilePrefix: '91755',
    captcha: v3Answer,
    captchaOnLogin: false,
    usernameRegistration: true,
    game: {
      launch: { vendor: 'PG', gameCode: 'fortune-tiger', hasLobby: false, backUrl: '/m/rng' },
      trial: { gameId: 'fortune-tiger', nodeId: 'pg-2', platform: 'html5' },
      favourite: { vendor: 'PG', gameCode: 'fortune-tiger' },
    },
  },
  lotus: {
    login: { username: 'lotus1', password: 'lotus1234' },
    twoFactor: { username: 'lotus2fa', password: 'lotus1234', mobileDigits: '66810000002' },
    memberMobileDigits: '66810000001',
    dialingCode: '66',
    mobilePrefix: '81755',
    captcha: v4Answer,
    captchaOnLogin: true,
    usernameRegistration: false,
    game: {
      launch: { vendor: 'JILI', gameCode: 'super-ace', hasLobby: false, backUrl: '/m/rng' },
      trial: { gameId: 'super-ace', nodeId: 'jili-1', platform: 'html5' },
      favourite: { vendor: 'JILI', gameCode: 'super-ace' },
    },
  },
};

let server: ContractServer;
let providers: FakeProviders;
let serial = 0;
const next = () => (serial += 1);

/** A plan makes the endpoint's calls for one merchant; `null` says why the merchant does not offer it. */
type Plan = (kit: Kit) => Promise<unknown[]> | { notOffered: string };

/** A plan of one call: its answer, as the list every plan returns. */
const one = async (answer: Promise<unknown>): Promise<unknown[]> => [await answer];

async function login(client: TestClient, data: MerchantData): Promise<string> {
  const captcha = data.captchaOnLogin ? await v4Answer(client) : {};
  const answer = await client.call('login', { body: { type: 'username', ...data.login, ...captcha } });
  return answer.token;
}

/** The SMS code a mobile registration needs (a merchant verifying mobile numbers refuses one without it). */
async function registrationSms(kit: Kit, client: TestClient, mobileNum: string): Promise<string> {
  await client.call('smsNoLogin', {
    body: {
      countryDialingCode: kit.data.dialingCode,
      mobileNum,
      smsTemplate: 'REGISTER',
      ...(kit.merchant === 'lotus' ? await v4Answer(client) : {}),
    },
  });
  return server.lastCode(`${kit.data.dialingCode}${mobileNum.replace(/^0+/, '')}`);
}

/** A mobile registration's body: the consent, the number, its code and the captcha's answer. */
async function mobileRegistration(kit: Kit, client: TestClient, mobileNum: string, smsCode: string) {
  return {
    ...CONSENT,
    countryDialingCode: kit.data.dialingCode,
    mobileNum,
    password: 'secret123',
    smsCode,
    ...(await kit.data.captcha(client)),
  };
}

async function newMobileMember(kit: Kit): Promise<{ client: TestClient; mobileNum: string }> {
  const client = kit.fresh();
  const mobileNum = `${kit.data.mobilePrefix}${String(next()).padStart(4, '0')}`;
  const smsCode = await registrationSms(kit, client, mobileNum);
  const answer = await client.call('registerMobile', { body: await mobileRegistration(kit, client, mobileNum, smsCode) });
  client.token = answer.token;
  return { client, mobileNum };
}

/** Every offered reward is money with a turnover (issue 35): vip1 exchanges one, so player1 can still withdraw. */
async function vipExchange(kit: Kit): Promise<unknown[]> {
  const vip = kit.fresh();
  vip.token = (await vip.call('login', { body: { type: 'username', username: 'vip1', password: 'secret123' } })).token;
  return [await vip.call('rewardExchange', { body: { rewardId: 'bonus-20', requestId: `contract-${next()}-exchange` } })];
}

/** A withdrawal account bound with the code sent to the member's own mobile. */
async function bindAccount(kit: Kit) {
  await kit.member.call('smsMember', { body: { purpose: 'BIND_WITHDRAW_ACCOUNT' } });
  const smsCode = await server.lastCode(kit.data.memberMobileDigits);
  const info = await kit.member.call('withdrawAccountInfo');
  const provider = info.providers!.find((candidate) => candidate.type === 'ewallet')!;
  return kit.member.call('withdrawAccountBind', {
    body: { type: 'ewallet', provider: provider.code, holderName: 'Contract Player', accountNo: '09171234567', smsCode },
  });
}

async function lineSession(kit: Kit, client: TestClient): Promise<string> {
  const code = providers.lineCode({
    userId: `U-every-${next()}`,
    displayName: 'Every Answer',
    pictureUrl: 'https://profile.example/every.png',
  });
  return (await client.call('verifyLineCode', { body: { code, redirectUri: `http://${kit.merchant}.localhost/m/home` } })).lineSessionToken;
}

const PLANS: Record<EndpointName, Plan> = {
  // --- session
  rsaKey: ({ guest }) => one(guest.call('rsaKey', { query: { _: Date.now() } })),
  login: async ({ fresh, data }) => {
    const client = fresh();
    return [
      await client.call('login', { body: { type: 'username', ...data.login, ...(data.captchaOnLogin ? await v4Answer(client) : {}) } }),
    ];
  },
  loginVerification: async ({ fresh, data }) => {
    const client = fresh();
    const captcha = data.captchaOnLogin ? await v4Answer(client) : {};
    const challenge = await rejection(
      client.call('login', {
        body: { type: 'username', username: data.twoFactor.username, password: data.twoFactor.password, ...captcha },
      }),
    );
    // The challenge belongs to the client that passed the password step (a browser keeps it in a cookie).
    const headers = { 'Login-Challenge': (challenge.value as { challengeToken: string }).challengeToken };
    const code = await server.lastCode(data.twoFactor.mobileDigits);
    return [await client.call('loginVerification', { body: { username: data.twoFactor.username, code, method: 'sms' }, headers })];
  },
  loginMaya: async ({ fresh }) => [
    await fresh().call('loginMaya', { body: { sessionId: providers.mayaSession({ userId: `maya-${next()}`, name: 'Juan Cruz' }) } }),
  ],
  loginLine: (kit) => {
    if (kit.merchant !== 'lotus') return { notOffered: 'LINE login is off (LINELOGIN3) and LINE not configured' };
    return (async () => {
      const client = kit.fresh();
      const token = await lineSession(kit, client);
      await client.call('registerSocial', { body: { lineSessionToken: token } });
      return [await client.call('loginLine', { body: { lineSessionToken: token, device: 'PWA' } })];
    })();
  },
  logout: async ({ fresh, data }) => {
    const client = fresh();
    const asGuest = await client.call('logout');
    client.token = await login(client, data);
    return [asGuest, await client.call('logout')];
  },
  handOverIssue: async ({ member }) => [await member.call('handOverIssue')],
  handOverCheck: async ({ member }) => {
    const { handOver } = await member.call('handOverIssue');
    return [await member.call('handOverCheck', { body: { handOver } }), await member.call('handOverCheck', { body: { handOver } })];
  },

  // --- registration
  register: (kit) => {
    if (!kit.data.usernameRegistration) return { notOffered: 'username registration is off (REG3)' };
    return (async () => {
      const client = kit.fresh();
      return [
        await client.call('register', {
          body: {
            ...CONSENT,
            username: `every${next()}`,
            password: 'secret123',
            registerMethod: 'PWA',
            ...(await kit.data.captcha(client)),
          },
        }),
      ];
    })();
  },
  registerMobile: async (kit) => {
    const client = kit.fresh();
    const mobileNum = `${kit.data.mobilePrefix}${String(next()).padStart(4, '0')}`;
    const smsCode = await registrationSms(kit, client, mobileNum);
    return [await client.call('registerMobile', { body: await mobileRegistration(kit, client, mobileNum, smsCode) })];
  },
  registerSocial: (kit) => {
    if (kit.merchant === 'demo') {
      return (async () => {
        const idToken = providers.idToken({
          sub: `google-every-${next()}`,
          email: `every${serial}@example.com`,
          name: 'Every Answer',
          firebase: { sign_in_provider: 'google.com' },
        });
        const client = kit.fresh();
        // The first call registers, the second (already linked) signs in: both answer the same type.
        return [
          await client.call('registerSocial', { body: { firebaseIdToken: idToken, firebaseChannel: 'google.com' } }),
          await client.call('registerSocial', { body: { firebaseIdToken: idToken } }),
        ];
      })();
    }
    return (async () => {
      const client = kit.fresh();
      return [await client.call('registerSocial', { body: { lineSessionToken: await lineSession(kit, client) } })];
    })();
  },
  registerAutoUsername: ({ guest }) =>
    Promise.all([guest.call('registerAutoUsername', { body: { prefix: 'player' } }), guest.call('registerAutoUsername')]),

  // --- password and member
  changePassword: async (kit) => {
    const { client } = await newMobileMember(kit);
    return [await client.call('changePassword', { body: { oldPassword: 'secret123', newPassword: 'secret456' } })];
  },
  resetPasswordSms: async (kit) => {
    const { client, mobileNum } = await newMobileMember(kit);
    await client.call('smsNoLogin', {
      body: {
        countryDialingCode: kit.data.dialingCode,
        mobileNum,
        smsTemplate: 'RESET_PASSWORD',
        ...(kit.merchant === 'lotus' ? await v4Answer(client) : {}),
      },
    });
    const smsCode = await server.lastCode(`${kit.data.dialingCode}${mobileNum}`);
    return [
      await kit
        .fresh()
        .call('resetPasswordSms', { body: { countryDialingCode: kit.data.dialingCode, mobileNum, smsCode, newPassword: 'secret789' } }),
    ];
  },
  resetPasswordByUserName: async (kit) => {
    const { client, mobileNum } = await newMobileMember(kit);
    const { userName } = await client.call('memberInfo', { cache: false });
    await client.call('smsResetByUserName', { body: { userName, ...(kit.merchant === 'lotus' ? await v4Answer(client) : {}) } });
    const smsCode = await server.lastCode(`${kit.data.dialingCode}${mobileNum}`);
    return [await kit.fresh().call('resetPasswordByUserName', { body: { userName, smsCode, newPassword: 'secret789' } })];
  },
  memberInfo: ({ member }) => one(member.call('memberInfo', { cache: false })),
  memberLanguage: ({ member }) => one(member.call('memberLanguage', { body: { language: 'EN' } })),
  feedbackList: ({ member }) => one(member.call('feedbackList')),
  memberProfileIcon: ({ member }) => one(member.call('memberProfileIcon', { body: { icon: 3 } })),
  referralInfo: ({ member }) => one(member.call('referralInfo')),
  rewardPoints: (kit) =>
    kit.merchant === 'lotus' ? { notOffered: 'the rewards centre is off (REWCEN3)' } : one(kit.member.call('rewardPoints')),
  rewardHistory: (kit) =>
    kit.merchant === 'lotus'
      ? { notOffered: 'the rewards centre is off (REWCEN3)' }
      : Promise.all([kit.member.call('rewardHistory'), kit.member.call('rewardHistory', { query: { page: 2, pageSize: 5 } })]),
  rewardCatalogue: (kit) =>
    kit.merchant === 'lotus' ? { notOffered: 'the rewards centre is off (REWCEN3)' } : one(kit.member.call('rewardCatalogue')),
  rewardExchange: (kit) => (kit.merchant === 'lotus' ? { notOffered: 'the rewards centre is off (REWCEN3)' } : vipExchange(kit)),
  feedback: ({ member }) => one(member.call('feedback', { body: { content: 'Every answer checked.', category: 'other' } })),

  // --- system
  systemStatus: ({ guest, member }) => Promise.all([guest.call('systemStatus', { query: { device: 'PWA' } }), member.call('systemStatus')]),
  systemCountry: ({ guest }) => one(guest.call('systemCountry', { query: { _: 'x' }, cache: false })),
  systemSettings: ({ guest }) => one(guest.call('systemSettings', { cache: false })),
  systemTerms: ({ guest }) => one(guest.call('systemTerms', { query: { lang: 'TH' } })),
  domainRoute: ({ guest }) => one(guest.call('domainRoute')),
  systemManifest: ({ guest, merchant }) => one(guest.call('systemManifest', { query: { merchantCode: merchant } })),
  ping: ({ guest }) => Promise.all([guest.call('ping', { query: { a: '1' } }), guest.call('ping')]),
  collect: ({ guest, member, merchant }) =>
    Promise.all([
      guest.call('collect', {
        body: {
          merchant,
          value: {
            kind: 'rum',
            route: '/m/home',
            device: 'phone',
            shell: '1.0.0',
            remotes: { 'mf-games': '1.0.0' },
            metrics: { fcp: 812, lcp: 1500 },
          },
        },
      }),
      member.call('collect', {
        body: { merchant, value: { kind: 'event', event: 'login', payload: { customerId: 1 }, route: '/m/home', at: Date.now() } },
      }),
    ]),
  systemAssetList: ({ guest }) => one(guest.call('systemAssetList', { cache: false })),
  systemResourceList: ({ guest }) => one(guest.call('systemResourceList', { cache: false })),
  trackingEvents: ({ member }) => one(member.call('trackingEvents')),

  // --- verification
  geetest: ({ guest }) => one(guest.call('geetest', { query: { t: Date.now() }, cache: false })),
  smsResetByUserName: async (kit) => {
    const client = kit.fresh();
    return [
      await client.call('smsResetByUserName', {
        body: { userName: `nobody${next()}`, ...(kit.merchant === 'lotus' ? await v4Answer(client) : {}) },
      }),
    ];
  },
  smsNoLogin: async (kit) => {
    const client = kit.fresh();
    const mobileNum = `${kit.data.mobilePrefix}${String(next()).padStart(4, '0')}`;
    return [
      await client.call('smsNoLogin', {
        body: {
          countryDialingCode: kit.data.dialingCode,
          mobileNum,
          smsTemplate: 'REGISTER',
          ...(kit.merchant === 'lotus' ? await v4Answer(client) : {}),
        },
      }),
    ];
  },
  verifyLineCode: (kit) => {
    if (kit.merchant !== 'lotus') return { notOffered: 'LINE not configured' };
    return (async () => {
      const code = providers.lineCode({ userId: `U-every-${next()}`, displayName: 'Every Answer' });
      return [
        await kit
          .fresh()
          .call('verifyLineCode', { body: { code, redirectUri: 'http://lotus.localhost/m/home', codeVerifier: 'v'.repeat(43) } }),
      ];
    })();
  },

  // --- games
  launchGame: ({ member, data }) =>
    Promise.all([
      member.call('launchGame', { body: data.game.launch }),
      member.call('launchGame', { body: { launchMode: 'LOTT', lottoGameCode: 'game_list', backUrl: '/m/game' } }),
    ]),
  gameTrialLaunch: ({ guest, data }) => one(guest.call('gameTrialLaunch', { query: data.game.trial })),
  gameMatch: ({ guest }) => one(guest.call('gameMatch', { cache: false })),
  gameVendors: ({ guest }) => one(guest.call('gameVendors', { cache: false })),
  gameSearch: ({ guest }) => one(guest.call('gameSearch', { query: { q: 'a' } })),
  gameHot: ({ guest }) => one(guest.call('gameHot')),
  gameWinners: ({ guest }) => one(guest.call('gameWinners')),
  gameFavourites: ({ member }) => one(member.call('gameFavourites')),
  gameFavouriteAdd: ({ member, data }) => one(member.call('gameFavouriteAdd', { body: data.game.favourite })),
  gameFavouriteRemove: ({ member, data }) => one(member.call('gameFavouriteRemove', { query: data.game.favourite })),
  gameRecent: ({ member }) => one(member.call('gameRecent')),

  // --- push
  fcmBind: ({ guest, member }) =>
    Promise.all([
      guest.call('fcmBind', { body: { registrationToken: `fcm-guest-${next()}-0123456789` } }),
      member.call('fcmBind', { body: { registrationToken: `fcm-member-${next()}-0123456789` } }),
    ]),
  fcmSubscribe: ({ guest }) =>
    one(guest.call('fcmSubscribe', { body: { registrationToken: `fcm-sub-${next()}-0123456789`, topic: 'ALL' } })),
  fcmUnsubscribe: async ({ guest }) => {
    const registrationToken = `fcm-unsub-${next()}-0123456789`;
    await guest.call('fcmSubscribe', { body: { registrationToken } });
    return [await guest.call('fcmUnsubscribe', { body: { registrationToken, unsubscribeAll: true } })];
  },

  // --- chat
  launchChat: ({ member }) => one(member.call('launchChat', { query: { b2c: '1', title: 'Help', backUrl: '/m/home', language: 'EN' } })),
  unreadCount: ({ member }) => one(member.call('unreadCount')),

  // --- promotions, member data, downloads
  availablePromotions: ({ guest }) => one(guest.call('availablePromotions', { cache: false })),
  announcements: ({ guest }) =>
    Promise.all([
      guest.call('announcements', { cache: false }),
      guest.call('announcements', { query: { types: 'PR', platform: 'M' }, cache: false }),
    ]),
  rankProgress: ({ member }) => one(member.call('rankProgress')),
  vipLevels: ({ guest }) => one(guest.call('vipLevels')),
  inboxList: ({ member }) => one(member.call('inboxList', { query: { limit: 5 } })),
  inboxUnread: ({ member }) => one(member.call('inboxUnread')),
  inboxRead: async ({ member }) => {
    const first = (await member.call('inboxList', { query: { limit: 1 } })).items[0]!;
    return [await member.call('inboxRead', { body: { ids: [first.id] } })];
  },
  inboxDelete: async ({ member }) => {
    const first = (await member.call('inboxList', { query: { limit: 1 } })).items[0]!;
    return [await member.call('inboxDelete', { body: { ids: [first.id] } })];
  },
  securitySettings: ({ member }) => one(member.call('securitySettings')),
  securityLogins: ({ member }) => one(member.call('securityLogins')),
  securityTotpSetup: ({ member }) => one(member.call('securityTotpSetup')),
  // The changes each on a member of their own: the shared member's factors stay as they are.
  securityCode: async (kit) => {
    const { client } = await newMobileMember(kit);
    return [await client.call('securityCode', { body: { to: 'mobile' } })];
  },
  securityMobile: async (kit) => {
    const { client } = await newMobileMember(kit);
    const mobileNum = `${kit.data.mobilePrefix}${String(next()).padStart(4, '0')}`;
    await client.call('securityCode', { body: { to: 'newMobile', countryDialingCode: kit.data.dialingCode, mobileNum } });
    const code = await server.lastCode(`${kit.data.dialingCode}${mobileNum}`);
    const proof = { type: 'password' as const, password: 'secret123' };
    return [await client.call('securityMobile', { body: { countryDialingCode: kit.data.dialingCode, mobileNum, code, proof } })];
  },
  securityEmail: async (kit) => {
    const { client } = await newMobileMember(kit);
    const email = `every${next()}@example.com`;
    await client.call('securityCode', { body: { to: 'newEmail', email } });
    const outbox = (await (await fetch(`${server.baseURL}/__emulators/sms/outbox?email=${email}`)).json()) as { value: { code: string }[] };
    const proof = { type: 'password' as const, password: 'secret123' };
    return [await client.call('securityEmail', { body: { email, code: outbox.value[0]!.code, proof } })];
  },
  securityTwoFactor: async (kit) => {
    const { client } = await newMobileMember(kit);
    const proof = { type: 'password' as const, password: 'secret123' };
    return [await client.call('securityTwoFactor', { body: { method: 'sms', enabled: true, proof } })];
  },
  securitySignOutAll: async (kit) => {
    const { client } = await newMobileMember(kit);
    return [await client.call('securitySignOutAll')];
  },
  depositSettings: ({ member }) => one(member.call('depositSettings')),
  withdrawAccountInfo: ({ member }) => one(member.call('withdrawAccountInfo')),

  // --- the cashier (issue 25): player1/lotus1 have a history, a mobile and a balance
  walletBalance: ({ member }) => one(member.call('walletBalance')),
  depositOrder: async ({ member }) => {
    const settings = await member.call('depositSettings');
    const channel = settings.channels!.find((candidate) => candidate.enabled)!;
    // A first-deposit bonus is offered only to a member without a deposit (player1 has a history).
    const bonus = settings.bonuses![0];
    const body = {
      channel: channel.code,
      amount: String(Math.max(channel.minAmount, bonus?.minDeposit ?? 0)),
      requestId: `contract-deposit-${next()}`,
    };
    return Promise.all([
      member.call('depositOrder', { body }),
      member.call('depositOrder', {
        body: bonus
          ? { ...body, bonusId: bonus.promotionId, requestId: `contract-deposit-${next()}` }
          : { ...body, requestId: `contract-deposit-${next()}` },
      }),
    ]);
  },
  depositOrderStatus: async ({ member }) => {
    const settings = await member.call('depositSettings');
    const channel = settings.channels!.find((candidate) => candidate.enabled)!;
    const order = await member.call('depositOrder', {
      body: { channel: channel.code, amount: String(channel.minAmount), requestId: `contract-deposit-${next()}` },
    });
    return one(member.call('depositOrderStatus', { query: { orderId: order.orderId } }));
  },
  smsMember: ({ member }) => one(member.call('smsMember', { body: { purpose: 'BIND_WITHDRAW_ACCOUNT' } })),
  withdrawAccountBind: (kit) => one(bindAccount(kit)),
  withdraw: async (kit) => {
    const account = await bindAccount(kit);
    const info = await kit.member.call('withdrawAccountInfo');
    return one(
      kit.member.call('withdraw', {
        body: { accountId: account.id, amount: String(info.minAmount), requestId: `contract-withdraw-${next()}` },
      }),
    );
  },
  // --- responsible gaming and claimable promotions (issue 26): a member of their own, so player1 keeps playing
  responsibleGaming: ({ member }) => one(member.call('responsibleGaming')),
  depositLimitSet: async (kit) => {
    const { client } = await newMobileMember(kit);
    return Promise.all([
      client.call('depositLimitSet', { body: { period: 'day', amount: '500' } }),
      client.call('depositLimitSet', { body: { period: 'week', amount: null } }),
    ]);
  },
  playBreakStart: async (kit) => {
    const { client } = await newMobileMember(kit);
    return one(client.call('playBreakStart', { body: { kind: 'cooling_off', days: 1 } }));
  },
  promotionClaims: ({ member }) => one(member.call('promotionClaims')),
  promotionClaim: async (kit) => {
    const { client } = await newMobileMember(kit);
    const offer = (await client.call('promotionClaims')).items.find((item) => item.status === 'claimable')!;
    return one(client.call('promotionClaim', { body: { promotionId: offer.promotionId } }));
  },
  activeBonuses: ({ member }) => one(member.call('activeBonuses')),
  walletTransactions: ({ member }) =>
    Promise.all([
      member.call('walletTransactions', { query: { limit: 5 } }),
      member.call('walletTransactions', { query: { type: 'withdrawal', from: '2020-01-01', to: '2099-12-31', tz: 480 } }),
    ]),
  betRecords: ({ member }) => one(member.call('betRecords', { query: { limit: 5 } })),
  customerServiceScript: ({ guest, member }) =>
    Promise.all([guest.call('customerServiceScript', { cache: false }), member.call('customerServiceScript', { cache: false })]),
  promotionCategory: ({ guest }) => one(guest.call('promotionCategory', { cache: false })),
  banners: ({ guest }) =>
    Promise.all([guest.call('banners', { cache: false }), guest.call('banners', { query: { position: 'popup' }, cache: false })]),
  downloadSetting: ({ guest, merchant }) =>
    Promise.all([
      guest.call('downloadSetting', { query: { domain: `${merchant}.localhost` }, cache: false }),
      guest.call('downloadSetting', { cache: false }),
    ]),
};

const kits = {} as Record<MerchantCode, Kit>;

beforeAll(async () => {
  server = await startContractServer();
  providers = await startFakeProviders();
  for (const code of ['demo', 'lotus'] as const) {
    server.editMerchant(code, 'integrations.json', (file) => {
      (file.firebase as { testMode: Record<string, string> }).testMode.jwksUrl = `${providers.origin}/jwks.json`;
      file.maya = { sessionUrl: `${providers.origin}/maya/sessions`, apiKey: 'maya-key' };
      const line = (file.line as { testMode: Record<string, string> } | null)?.testMode;
      if (line) {
        line.tokenUrl = `${providers.origin}/line/token`;
        line.profileUrl = `${providers.origin}/line/profile`;
      }
    });
  }
  for (const code of ['demo', 'lotus'] as const) {
    // Each client its own address: the rate limits of one plan do not spill into another.
    const fresh = () => server.client(code, { ip: `10.77.${code === 'demo' ? 1 : 2}.${(next() % 250) + 1}` });
    const member = fresh();
    member.token = await login(member, DATA[code]);
    kits[code] = { merchant: code, guest: fresh(), member, fresh, data: DATA[code] };
  }
});
afterAll(async () => {
  await server.close();
  await providers.close();
});

describe('every endpoint answers what its contract declares', () => {
  const names = Object.keys(PLANS) as EndpointName[];

  it.each(names)('%s', async (name) => {
    let offered = 0;
    for (const merchant of ['demo', 'lotus'] as const) {
      const planned = PLANS[name](kits[merchant]);
      if ('notOffered' in planned) continue;
      const answers = await planned;
      expect(answers.length).toBeGreaterThan(0);
      // The client already checked each answer; checked again here so the test says so itself.
      for (const answer of answers) expect(() => checkAnswer(name, answer)).not.toThrow();
      offered += 1;
    }
    expect(offered).toBeGreaterThan(0);
  });
});

describe('the answer check', () => {
  it('fails on an answer that drifted from the contract: a field missing, renamed, added or of another type', async () => {
    const answer = await kits.demo.fresh().call('login', { body: { type: 'username', ...DATA.demo.login } });
    const { token: _token, ...missing } = answer;
    expect(() => checkAnswer('login', missing)).toThrow(AnswerDrift);
    expect(() => checkAnswer('login', { ...answer, sessionToken: answer.token })).toThrow(/sessionToken/);
    expect(() => checkAnswer('login', { ...answer, id: String(answer.id) })).toThrow(/id: /);
    const status = await kits.lotus.guest.call('systemStatus');
    expect(() => checkAnswer('systemStatus', { ...status, maintenance: 'no' })).toThrow(/maintenance/);
  });
});
