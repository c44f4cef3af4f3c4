import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoGuide } from './demo-guide';

const CONFIG_DIR = path.resolve(__dirname, '../config');

function membersOf(code: string): { username: string; password: string }[] {
  return (
    JSON.parse(fs.readFileSync(path.join(CONFIG_DIR, 'merchants', code, 'members.json'), 'utf8')) as {
      members: { username: string; password: string }[];
    }
  ).members;
}

/** The lines of one merchant's block: from its name to the next blank line. */
function blockOf(guide: string, name: string): string[] {
  const lines = guide.split('\n');
  const start = lines.findIndex((line) => line.startsWith(name));
  const end = lines.indexOf('', start);
  return lines.slice(start, end);
}

describe('the demo guide npm start ends with', () => {
  const guide = demoGuide(CONFIG_DIR, 8080);

  it('names both merchants with their addresses on the port the server listens on', () => {
    expect(blockOf(guide, 'Demo Casino')[0]).toContain('http://demo.localhost:8080/m/');
    expect(blockOf(guide, 'Demo Casino')[0]).toContain('http://127.0.0.1:8080/m/');
    expect(blockOf(guide, 'Lotus Thai Club')[0]).toContain('http://lotus.localhost:8080/m/');
    expect(demoGuide(CONFIG_DIR, 9000)).toContain('http://lotus.localhost:9000/m/');
    // The test suite's mirror hosts are not for a newcomer.
    expect(guide).not.toContain('demo-fast');
  });

  it('lists every test account of each merchant with its password and what it shows', () => {
    for (const [code, name] of [
      ['demo', 'Demo Casino'],
      ['lotus', 'Lotus Thai Club'],
    ] as const) {
      const block = blockOf(guide, name).join('\n');
      for (const member of membersOf(code)) expect(block).toContain(`${member.username} / ${member.password}`);
    }
    const line = (username: string) => guide.split('\n').find((text) => text.trimStart().startsWith(`${username} /`));
    expect(line('agent1')).toContain('agent');
    expect(line('twofactor1')).toContain('second step at login (SMS, e-mail, authenticator code)');
    expect(line('expired1')).toContain('password expired');
    expect(line('lotusold')).toContain('password expired');
    expect(line('default1')).toContain('default password');
    expect(line('lotuschat')).toContain('2 unread chat messages');
    expect(line('lotusnew')).toContain('a new member');
    expect(line('player1')).toContain('label Silver (2 of 5 conditions met)');
    expect(line('limits1')).toContain('deposit limits');
    expect(line('lotusrest')).toContain('cooling-off');
    expect(line('excluded1')).toContain('self-excluded');
  });

  it("tells how lotus's captcha is passed, and says nothing of a captcha for demo", () => {
    expect(blockOf(guide, 'Lotus Thai Club').join('\n')).toContain(
      'Captcha on login, registration and SMS codes: a local test box opens; press "Verify".',
    );
    expect(blockOf(guide, 'Demo Casino').join('\n')).not.toContain('Captcha');
  });

  it('says that the third-party services are local test versions, never for production', () => {
    expect(guide).toContain('never run production like this');
  });

  it('says where the SMS codes wait, and how request logs are turned on', () => {
    expect(guide).toContain('http://demo.localhost:8080/__emulators/sms/outbox?mobile=639170000001');
    expect(blockOf(guide, 'Lotus Thai Club').join('\n')).toContain('Registration by mobile number, no password');
    expect(guide).toContain('LOG_LEVEL=info npm start');
  });

  it('names a merchant whose data is refused instead of failing the start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-guide-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'tenants.json'),
        JSON.stringify({ defaultMerchant: 'broken', hosts: { 'broken.localhost': 'broken' } }),
      );
      fs.mkdirSync(path.join(dir, 'merchants', 'broken'), { recursive: true });
      expect(demoGuide(dir, 8080)).toMatch(/broken: its data is refused/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
