/**
 * Outgoing email and SMS. Email goes through SMTP when SMTP_URL is set; SMS through a
 * provider interface (no provider is bundled: without one, SMS is only logged). Outside
 * production every message is also written to the dev outbox.
 */
import type { Logger } from 'pino';

export type Channel = 'email' | 'mobile';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  body: string;
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

export interface SmsProvider {
  sendSms(to: string, body: string): Promise<void>;
}

export async function createNotifier(opts: {
  smtpUrl: string | undefined;
  smtpFrom: string;
  sms?: SmsProvider;
  log: Pick<Logger, 'info' | 'warn'>;
}): Promise<Notifier> {
  let mailer: { sendMail(m: object): Promise<unknown> } | undefined;
  if (opts.smtpUrl) {
    const nodemailer = await import('nodemailer');
    mailer = nodemailer.createTransport(opts.smtpUrl);
  }
  return {
    async send(message) {
      if (message.channel === 'email') {
        if (mailer) {
          await mailer.sendMail({
            from: opts.smtpFrom,
            to: message.to,
            subject: message.subject,
            text: message.body,
          });
        } else {
          opts.log.info({ to: message.to }, 'no SMTP_URL: email not sent (kept in the dev outbox)');
        }
        return;
      }
      if (opts.sms) await opts.sms.sendSms(message.to, message.body);
      else
        opts.log.info({ to: message.to }, 'no SMS provider: SMS not sent (kept in the dev outbox)');
    },
  };
}
