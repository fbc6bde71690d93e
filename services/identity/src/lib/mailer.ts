import nodemailer from 'nodemailer';
import type { Logger } from '@quire/shared';

/** What an invitation email says. */
export type InvitationMail = { to: string; organizationTitle: string; inviterName: string; url: string };

/** Sends invitation emails; answers whether the SMTP server accepted the message. */
export type Mailer = { sendInvitation(mail: InvitationMail): Promise<boolean> };

/** Seconds-scale limits: an unreachable SMTP server must not hold the admin's request for long. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * A mailer for `smtpUrl` (QUIRE_SMTP_URL, e.g. `smtp://user:pass@mail.example.com:587` or
 * `smtps://...`), through nodemailer. A failure is logged (never the link: it holds the
 * invitation's secret) and answered as `false`; the invitation stays valid and listed.
 */
export function createMailer({ smtpUrl, from, logger }: { smtpUrl: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async sendInvitation({ to, organizationTitle, inviterName, url }) {
      try {
        await transport.sendMail({
          from,
          to,
          subject: `${inviterName} invited you to ${organizationTitle} on Quire`,
          text: [
            `${inviterName} invited you to join the organization "${organizationTitle}" on Quire.`,
            '',
            'Once you have a Quire account for this email address, join with:',
            `  POST ${url}`,
            '(for example with the official GitBook API client: api.orgs.joinOrganizationWithInvite).',
            '',
            'If you did not expect this invitation, you can ignore this email.',
          ].join('\n'),
        });
        return true;
      } catch (error) {
        logger.warn({ err: { message: (error as Error).message }, domain: to.slice(to.lastIndexOf('@') + 1) }, 'invitation email not sent');
        return false;
      }
    },
  };
}
