/**
 * Numbered schema migrations. A migration never changes once released: add a new one instead.
 * `openDatabase` applies the ones a database has not seen, each in its own transaction.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'members, identities, sessions',
    sql: `
      CREATE TABLE members (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        username TEXT NOT NULL,            -- lower case: unique per merchant regardless of case
        display_name TEXT NOT NULL,        -- as the player typed it
        mobile TEXT,                       -- dialing code + number, digits only; unique per merchant
        country_dialing_code TEXT,
        mobile_num TEXT,
        email TEXT,
        password_hash TEXT NOT NULL,
        password_is_default INTEGER NOT NULL DEFAULT 0,
        password_changed_at INTEGER NOT NULL,
        customer_type INTEGER NOT NULL DEFAULT 0,
        language TEXT,
        club_label_id TEXT,
        rank_completed INTEGER NOT NULL DEFAULT 0,
        two_factor_sms INTEGER NOT NULL DEFAULT 0,
        two_factor_email INTEGER NOT NULL DEFAULT 0,
        totp_secret TEXT,
        register_method TEXT,
        register_ip TEXT,
        register_url TEXT,
        domain TEXT,
        referral_code TEXT,
        affiliate_code TEXT,
        pixel_track TEXT,
        device_id TEXT,
        first_login_at INTEGER,
        last_login_at INTEGER,
        created_at INTEGER NOT NULL,
        UNIQUE (merchant, username),
        UNIQUE (merchant, mobile)
      );
      CREATE TABLE identities (
        merchant TEXT NOT NULL,
        provider TEXT NOT NULL,            -- firebase, line, maya
        subject TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, provider, subject)
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,       -- SHA-256 of the token: a leaked database gives no usable token
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        ip TEXT NOT NULL,
        device TEXT,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX sessions_member ON sessions (member_id);
    `,
  },
  {
    version: 2,
    name: 'verification: sms codes, outbox, login challenges, captcha, LINE sessions',
    sql: `
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        mobile TEXT NOT NULL,
        purpose TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        consumed_at INTEGER
      );
      CREATE INDEX sms_codes_mobile ON sms_codes (merchant, mobile);
      CREATE TABLE message_outbox (          -- test mode only (EMULATORS=1): what the SMS/e-mail "provider" was given
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        channel TEXT NOT NULL,               -- sms or email
        recipient TEXT NOT NULL,
        text TEXT NOT NULL,
        code TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX message_outbox_recipient ON message_outbox (recipient);
      CREATE TABLE login_challenges (
        id TEXT PRIMARY KEY,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        code_hash TEXT,
        device TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        completed_at INTEGER
      );
      CREATE INDEX login_challenges_member ON login_challenges (member_id);
      CREATE TABLE captcha_challenges (
        challenge TEXT PRIMARY KEY,
        merchant TEXT NOT NULL,
        issued_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE line_sessions (
        token_hash TEXT PRIMARY KEY,
        merchant TEXT NOT NULL,
        line_user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        picture TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'games, push, collect, feedback, chat',
    sql: `
      CREATE TABLE game_tickets (
        ticket_hash TEXT PRIMARY KEY,
        merchant TEXT NOT NULL,
        member_id INTEGER REFERENCES members(id),
        vendor TEXT NOT NULL,
        game_code TEXT NOT NULL,
        view TEXT NOT NULL,                  -- lobby, bet or vendor
        trial INTEGER NOT NULL DEFAULT 0,
        params TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE push_bindings (
        merchant TEXT NOT NULL,
        token TEXT NOT NULL,
        member_id INTEGER REFERENCES members(id),
        bound_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, token)
      );
      CREATE TABLE push_topics (
        merchant TEXT NOT NULL,
        token TEXT NOT NULL,
        topic TEXT NOT NULL,
        subscribed_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, token, topic)
      );
      CREATE TABLE collect_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        member_id INTEGER,
        ip TEXT NOT NULL,
        payload TEXT NOT NULL,
        received_at INTEGER NOT NULL
      );
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        category TEXT,
        content TEXT NOT NULL,
        contact TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE chat_reads (
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        last_launch_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, member_id)
      );
    `,
  },
  {
    version: 4,
    name: 'security: two-factor challenges bound to a client and carrying the identity to link; encrypted-body nonces',
    sql: `
      ALTER TABLE login_challenges ADD COLUMN client_hash TEXT;       -- SHA-256 of the secret only the client that passed step one holds
      ALTER TABLE login_challenges ADD COLUMN pending_identity TEXT;  -- JSON {provider, subject}: linked only once the second factor passed
      CREATE TABLE seen_nonces (                                      -- replay guard of the encrypted-payload protocol
        nonce TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 5,
    name: 'real-user monitoring beacons; collect events by caller and time; cashier money events',
    sql: `
      CREATE TABLE rum_beacons (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        route TEXT NOT NULL,
        device TEXT NOT NULL,                -- phone, tablet or desktop
        shell_version TEXT NOT NULL,
        remotes TEXT NOT NULL,               -- JSON {"mf-games":"1.2.0",...}: the remotes on the page
        fcp REAL, lcp REAL, cls REAL, inp REAL, ttfb REAL, fs REAL,
        ip TEXT NOT NULL,                    -- for the per-caller cap only
        received_at INTEGER NOT NULL
      );
      CREATE INDEX rum_beacons_caller ON rum_beacons (merchant, ip, received_at);
      CREATE INDEX rum_beacons_received ON rum_beacons (received_at);
      CREATE INDEX collect_events_caller ON collect_events (merchant, ip, received_at);
      CREATE INDEX collect_events_received ON collect_events (received_at);
      CREATE TABLE member_money_events (     -- reported by the operator's cashier; the tracker claims them once
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        kind TEXT NOT NULL,                  -- deposit or withdraw
        status TEXT NOT NULL,                -- submitted or credited
        amount REAL NOT NULL,
        currency TEXT NOT NULL,
        reference TEXT NOT NULL,             -- the cashier's own id: a repeated report is stored once
        created_at INTEGER NOT NULL,
        claimed_at INTEGER,
        UNIQUE (merchant, reference, status)
      );
      CREATE INDEX member_money_events_member ON member_money_events (merchant, member_id, claimed_at);
    `,
  },
  {
    version: 6,
    name: 'game favourites and launches',
    sql: `
      CREATE TABLE game_favourites (
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        vendor TEXT NOT NULL,
        game_code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, member_id, vendor, game_code)
      );
      CREATE TABLE game_launches (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        member_id INTEGER REFERENCES members(id),  -- null for a guest's trial
        vendor TEXT NOT NULL,
        game_code TEXT NOT NULL,
        trial INTEGER NOT NULL DEFAULT 0,
        launched_at INTEGER NOT NULL
      );
      CREATE INDEX game_launches_member ON game_launches (merchant, member_id, launched_at);
      CREATE INDEX game_launches_time ON game_launches (merchant, launched_at);
    `,
  },
  {
    version: 14,
    name: 'member centre: balance, profile icon, feedback screenshots, chat stand-in messages and tickets',
    sql: `
      ALTER TABLE members ADD COLUMN balance REAL NOT NULL DEFAULT 0;
      ALTER TABLE members ADD COLUMN profile_icon INTEGER;
      CREATE INDEX members_referral ON members (merchant, referral_code COLLATE NOCASE);
      CREATE TABLE feedback_screenshots (
        feedback_id INTEGER PRIMARY KEY REFERENCES feedback(id),
        mime_type TEXT NOT NULL,
        data BLOB NOT NULL
      );
      CREATE TABLE chat_messages (             -- the local stand-in chat provider (EMULATORS=1)
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        sender TEXT NOT NULL,                  -- member or operator
        text TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX chat_messages_member ON chat_messages (merchant, member_id);
      CREATE TABLE chat_tickets (              -- one-time link from launchChat to the stand-in chat page
        ticket_hash TEXT PRIMARY KEY,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 15,
    name: 'rewards centre (REWCEN3): point accounts, their ledger, reward exchanges',
    sql: `
      CREATE TABLE reward_accounts (           -- one per member with points; the balance can never go below 0
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        balance INTEGER NOT NULL CHECK (balance >= 0),
        earned INTEGER NOT NULL DEFAULT 0,
        spent INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (merchant, member_id)
      );
      CREATE TABLE reward_entries (            -- every earning and spending, newest last
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        kind TEXT NOT NULL,                    -- deposit, game, bonus, referral, checkin, adjust, exchange, expired
        points INTEGER NOT NULL,               -- + earned, - spent
        balance_after INTEGER NOT NULL,
        reward_id TEXT,                        -- the reward of an exchange (its name is read in the player's language)
        detail TEXT,                           -- JSON localised text of the operator's note, or null
        reference TEXT,                        -- the source's own id (a cashier reference): counted once
        created_at INTEGER NOT NULL,
        UNIQUE (merchant, member_id, kind, reference)
      );
      CREATE INDEX reward_entries_member ON reward_entries (merchant, member_id, created_at, id);
      CREATE TABLE reward_exchanges (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        reward_id TEXT NOT NULL,
        cost INTEGER NOT NULL,
        request_id TEXT NOT NULL,              -- the client's id: a repeated request is answered once
        balance_after INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (merchant, member_id, request_id)
      );
      CREATE INDEX reward_exchanges_reward ON reward_exchanges (merchant, reward_id);
    `,
  },
  {
    version: 16,
    name: 'housekeeping indexes (every column the timer deletes by), hot-game counters, last used TOTP step',
    sql: `
      CREATE INDEX sessions_expires ON sessions (expires_at);
      CREATE INDEX sms_codes_expires ON sms_codes (expires_at);
      CREATE INDEX login_challenges_expires ON login_challenges (expires_at);
      CREATE INDEX captcha_challenges_issued ON captcha_challenges (issued_at);
      CREATE INDEX line_sessions_expires ON line_sessions (expires_at);
      CREATE INDEX game_tickets_expires ON game_tickets (expires_at);
      CREATE INDEX chat_tickets_expires ON chat_tickets (expires_at);
      CREATE INDEX seen_nonces_expires ON seen_nonces (expires_at);
      CREATE INDEX message_outbox_created ON message_outbox (created_at);
      CREATE INDEX push_bindings_bound ON push_bindings (bound_at);
      CREATE INDEX game_launches_launched ON game_launches (launched_at);
      CREATE INDEX feedback_member ON feedback (member_id, created_at);
      CREATE INDEX feedback_created ON feedback (created_at);
      CREATE INDEX chat_messages_created ON chat_messages (created_at);
      CREATE TABLE game_launch_counts (          -- members' launches per game and UTC day: hot games without scanning every launch
        merchant TEXT NOT NULL,
        vendor TEXT NOT NULL,
        game_code TEXT NOT NULL,
        day INTEGER NOT NULL,                    -- days since 1970-01-01 (UTC)
        launches INTEGER NOT NULL,
        last_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, day, vendor, game_code)
      );
      INSERT INTO game_launch_counts (merchant, vendor, game_code, day, launches, last_at)
        SELECT merchant, vendor, game_code, launched_at / 86400000, COUNT(*), MAX(launched_at) FROM game_launches
        WHERE member_id IS NOT NULL AND trial = 0 GROUP BY merchant, vendor, game_code, launched_at / 86400000;
      DELETE FROM game_launches WHERE member_id IS NULL;   -- guests' trials: nobody's recent games
      ALTER TABLE members ADD COLUMN totp_last_step INTEGER;
    `,
  },
  {
    version: 17,
    name: 'cashier (issue 25): the wallet ledger, deposit orders, withdrawals and their accounts, bet records',
    sql: `
      CREATE TABLE wallet_accounts (           -- the cached sum of a member's entries, changed in the same transaction as they are
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        balance INTEGER NOT NULL CHECK (balance >= 0),   -- minor units (centavos, satang): never below zero
        turnover_required INTEGER NOT NULL DEFAULT 0 CHECK (turnover_required >= 0),
        PRIMARY KEY (merchant, member_id)
      );
      CREATE TABLE wallet_entries (            -- append-only: never updated nor deleted
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        type TEXT NOT NULL,                    -- deposit, withdrawal, bet, win, bonus, reward, adjustment
        amount INTEGER NOT NULL,               -- minor units, + credit, - debit
        balance_after INTEGER NOT NULL,
        op_key TEXT NOT NULL,                  -- the operation (a callback, a round, a request): counted once
        withdrawal_id TEXT,                    -- the request a withdrawal's hold or release belongs to
        detail TEXT,                           -- plain text: the channel, game or reward
        created_at INTEGER NOT NULL,
        UNIQUE (merchant, op_key)
      );
      CREATE INDEX wallet_entries_member ON wallet_entries (merchant, member_id, created_at, id);
      -- Demo balances of the members table become each member's opening entry (PHP and THB: 2 decimals).
      INSERT INTO wallet_accounts (merchant, member_id, balance)
        SELECT merchant, id, CAST(ROUND(balance * 100) AS INTEGER) FROM members WHERE balance > 0;
      INSERT INTO wallet_entries (merchant, member_id, type, amount, balance_after, op_key, detail, created_at)
        SELECT merchant, id, 'adjustment', CAST(ROUND(balance * 100) AS INTEGER), CAST(ROUND(balance * 100) AS INTEGER),
          'opening:' || id, 'Opening balance', created_at FROM members WHERE balance > 0;
      CREATE TABLE deposit_orders (
        id TEXT PRIMARY KEY,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        request_id TEXT NOT NULL,              -- the client's: a double tap makes one order
        channel TEXT NOT NULL,
        amount INTEGER NOT NULL,               -- minor units
        bonus INTEGER NOT NULL DEFAULT 0,
        bonus_promotion_id TEXT,
        turnover_multiplier REAL NOT NULL DEFAULT 0,
        status TEXT NOT NULL,                  -- pending, completed, cancelled, failed
        created_at INTEGER NOT NULL,
        finished_at INTEGER,
        UNIQUE (merchant, member_id, request_id)
      );
      CREATE INDEX deposit_orders_member ON deposit_orders (merchant, member_id, created_at);
      CREATE TABLE payment_notifications (     -- the provider's callbacks already handled: a replay changes nothing
        merchant TEXT NOT NULL,
        notification_id TEXT NOT NULL,
        order_id TEXT NOT NULL,
        received_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, notification_id)
      );
      CREATE INDEX payment_notifications_received ON payment_notifications (received_at);
      CREATE TABLE withdraw_accounts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        type TEXT NOT NULL,                    -- ewallet, bank
        provider TEXT NOT NULL,
        holder_name TEXT NOT NULL,
        account_no TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (merchant, member_id, provider, account_no)
      );
      CREATE TABLE withdrawals (
        id TEXT PRIMARY KEY,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        request_id TEXT NOT NULL,
        account_id INTEGER NOT NULL REFERENCES withdraw_accounts(id),
        amount INTEGER NOT NULL,               -- minor units, held from the balance while pending
        status TEXT NOT NULL,                  -- pending, completed, refused
        reason TEXT,
        created_at INTEGER NOT NULL,
        decided_at INTEGER,
        claimed_by TEXT,                       -- the back-office worker deciding it (two instances, one file)
        claimed_until INTEGER,
        UNIQUE (merchant, member_id, request_id)
      );
      CREATE INDEX withdrawals_pending ON withdrawals (status, created_at);
      CREATE INDEX withdrawals_member ON withdrawals (merchant, member_id, created_at);
      CREATE TABLE bet_records (
        merchant TEXT NOT NULL,
        round_id TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        vendor TEXT NOT NULL,
        game_code TEXT NOT NULL,
        game_name TEXT NOT NULL,
        stake INTEGER NOT NULL,
        win INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, round_id)
      );
      CREATE INDEX bet_records_member ON bet_records (merchant, member_id, created_at);
    `,
  },
  {
    version: 18,
    name: "inbox: the member's messages, read and deleted state kept on the server",
    sql: `
      CREATE TABLE inbox_messages (
        id INTEGER PRIMARY KEY,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        source TEXT NOT NULL,                  -- 'ann:<announcement id>' (a MSG to every member) or 'seed:<n>' / 'op:<id>'
        title TEXT NOT NULL,                   -- JSON: { <language>: text } or a plain string
        body TEXT NOT NULL,                    -- the same, plain text (never markup)
        created_at INTEGER NOT NULL,
        read_at INTEGER,
        deleted_at INTEGER,                    -- kept, so a deleted broadcast is not delivered again
        UNIQUE (merchant, member_id, source)
      );
      CREATE INDEX inbox_member ON inbox_messages (merchant, member_id, deleted_at, created_at);
    `,
  },
  {
    version: 19,
    name: 'security settings: the last logins, an authenticator secret waiting for its first code',
    sql: `
      CREATE TABLE login_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        method TEXT NOT NULL,                  -- password, sms, firebase, line, maya, two_factor, register
        ip TEXT NOT NULL,
        device TEXT NOT NULL,                  -- readable, from the user agent ("iPhone · Safari")
        created_at INTEGER NOT NULL
      );
      CREATE INDEX login_history_member ON login_history (member_id, id);
      -- Set up but not confirmed: becomes totp_secret once the player types its first code.
      ALTER TABLE members ADD COLUMN totp_pending_secret TEXT;
    `,
  },
  {
    version: 20,
    name: 'responsible gaming (deposit limits, cooling-off, self-exclusion), claimed promotions, each bonus its turnover',
    sql: `
      CREATE TABLE deposit_limits (            -- one row per member and period; no row: no limit
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        period TEXT NOT NULL,                  -- day, week, month (rolling 24 h, 7 days, 30 days)
        amount INTEGER,                        -- minor units in force; NULL: none
        pending_amount INTEGER,                -- a raise (NULL with pending_at: removal) waiting for pending_at
        pending_at INTEGER,                    -- when the pending raise takes effect; NULL: nothing waiting
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, member_id, period)
      );
      CREATE TABLE play_breaks (               -- the member's latest cooling-off or self-exclusion; never shortened
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        kind TEXT NOT NULL,                    -- cooling_off, self_exclusion
        started_at INTEGER NOT NULL,
        ends_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, member_id)
      );
      CREATE TABLE promotion_claims (          -- a claimable promotion is claimed once per member
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        promotion_id TEXT NOT NULL,
        bonus INTEGER NOT NULL,                -- minor units, credited by the ledger entry 'claim:<promotion>:<member>'
        claimed_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, member_id, promotion_id)
      );
      -- The turnover a bonus entry added (minor units), so each active bonus shows what is left of it.
      ALTER TABLE wallet_entries ADD COLUMN turnover INTEGER NOT NULL DEFAULT 0;
      UPDATE wallet_entries SET turnover = COALESCE((
          SELECT CAST(ROUND((o.amount + o.bonus) * o.turnover_multiplier) AS INTEGER) FROM deposit_orders o
          WHERE o.merchant = wallet_entries.merchant AND 'bonus:' || o.id = wallet_entries.op_key), 0)
        WHERE type = 'bonus' AND op_key LIKE 'bonus:%';
      UPDATE wallet_entries SET turnover = COALESCE((
          SELECT a.turnover_required FROM wallet_accounts a
          WHERE a.merchant = wallet_entries.merchant AND a.member_id = wallet_entries.member_id), 0)
        WHERE type = 'bonus' AND op_key = 'seed:' || member_id || ':bonus';
    `,
  },
  {
    version: 21,
    name: 'consent to the terms and the minimum age at registration (issue 27)',
    sql: `
      CREATE TABLE member_consents (           -- what a member accepted, and when; kept as long as the member
        merchant TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        terms_version TEXT NOT NULL,           -- legal.terms.version in force when they accepted
        age_confirmed INTEGER NOT NULL,        -- 1: they confirmed legal.minimumAge or older
        minimum_age INTEGER NOT NULL,          -- the age they confirmed (the merchant may raise it later)
        method TEXT NOT NULL,                  -- username, mobile (the registration form used)
        ip TEXT NOT NULL,
        accepted_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, member_id, terms_version)
      );
    `,
  },
  {
    version: 22,
    name: "the home's winners ticker: a merchant's latest rounds, newest first",
    sql: `
      CREATE INDEX bet_records_latest ON bet_records (merchant, created_at);
    `,
  },
  {
    version: 23,
    name: "the stand-in lottery's bets and draws (issue 35): a bet's stake leaves the wallet, a draw settles it",
    sql: `
      CREATE TABLE lottery_bets (
        merchant TEXT NOT NULL,
        bet_id TEXT NOT NULL,                  -- the ledger's round id (bet_records.round_id)
        member_id INTEGER NOT NULL REFERENCES members(id),
        game_code TEXT NOT NULL,
        numbers TEXT NOT NULL,                 -- the 3 picked, ascending: '1-2-3'
        stake INTEGER NOT NULL,                -- minor units
        draw_at INTEGER NOT NULL,              -- the draw that decides it (epoch ms)
        drawn TEXT,                            -- the draw's numbers once settled
        win INTEGER,                           -- minor units once settled
        created_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, bet_id)
      );
      CREATE INDEX lottery_bets_open ON lottery_bets (draw_at) WHERE drawn IS NULL;
      CREATE INDEX lottery_bets_member ON lottery_bets (merchant, member_id, created_at);
      CREATE TABLE lottery_draws (
        merchant TEXT NOT NULL,
        game_code TEXT NOT NULL,
        draw_at INTEGER NOT NULL,
        numbers TEXT NOT NULL,
        PRIMARY KEY (merchant, game_code, draw_at)
      );
    `,
  },
  {
    version: 24,
    name: 'operator console (issue 39): operators apart from players, their sign-in tickets and sessions',
    sql: `
      CREATE TABLE ops_operators (
        name TEXT PRIMARY KEY,                 -- lower case: one operator per name regardless of case
        password_hash TEXT NOT NULL,           -- scrypt$N$r$p$salt$key
        totp_secret TEXT NOT NULL,             -- base32: the authenticator's shared secret
        totp_last_step INTEGER,                -- the last 30 s step a code was accepted for: each code works once
        role TEXT NOT NULL,                    -- release-manager, merchant-admin, viewer
        merchants TEXT NOT NULL,               -- JSON list of merchant codes, or '*'
        created_at INTEGER NOT NULL,
        disabled_at INTEGER
      );
      CREATE TABLE ops_tickets (               -- password accepted, authenticator code awaited
        ticket_hash TEXT PRIMARY KEY,          -- SHA-256 of the ticket
        operator TEXT NOT NULL REFERENCES ops_operators(name) ON DELETE CASCADE,
        attempts INTEGER NOT NULL DEFAULT 0,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX ops_tickets_expiry ON ops_tickets (expires_at);
      CREATE TABLE ops_sessions (
        token_hash TEXT PRIMARY KEY,           -- SHA-256 of the cookie's token: the database alone signs no one in
        operator TEXT NOT NULL REFERENCES ops_operators(name) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL            -- idle expiry, never past created_at + the absolute lifetime
      );
      CREATE INDEX ops_sessions_expiry ON ops_sessions (expires_at);
    `,
  },
];
