import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { type DashboardRig, startDashboard } from '../helpers/dashboard-browser.js';
import { startSmtpServer } from '../helpers/smtp.js';
import { eventually } from '../webhooks/receiver.js';
import { createMailer } from '../../src/platform/mail/mailer.js';

/**
 * Settings → Invite a colleague on a server with a mailbox: the page says the
 * link is being emailed (and shows none to copy), the worker mails it to a
 * real SMTP server on loopback, and the link from the mail signs the
 * colleague in, in a browser of their own.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let rig: DashboardRig;

beforeAll(async () => {
  smtp = await startSmtpServer();
  rig = await startDashboard({
    mailer: createMailer({ smtpUrl: smtp.url, smtpFrom: 'Concierge <team@example.com>', smtpTimeoutMs: 10_000 }),
  });
  await rig.signIn((await rig.operator({ role: 'admin' })).email);
});
afterAll(async () => {
  await rig?.close();
  await smtp?.close();
});

describe('inviting a colleague by email', () => {
  it('emails the sign-in link, which signs the colleague in', async () => {
    const { page } = rig;
    await rig.open('/settings', 'Settings');
    await page.getByLabel('Email').fill('mailed.colleague@example.com');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('status').filter({ hasText: 'We are emailing mailed.colleague@example.com' }).waitFor();
    expect(await page.getByTestId('sign-in-link').count()).toBe(0);

    await eventually(() => expect(smtp.received.length).toBe(1));
    const mail = await simpleParser(smtp.received[0]!.raw);
    const link = new URL(/https?:\/\/\S+\/app\/sign-in#token=\S+/.exec(mail.text ?? '')![0]);
    // The colleague's own browser, on this test server's address.
    const theirs = await rig.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await theirs.page.goto(`${rig.base}${link.pathname}${link.hash}`);
    await theirs.page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
    await theirs.page.getByText('mailed.colleague@example.com').first().waitFor();
    await theirs.context.close();
    expect(rig.problems()).toEqual([]);
  });
});
