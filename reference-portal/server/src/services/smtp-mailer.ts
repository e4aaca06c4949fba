import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends mail through an SMTP URL (smtp://user:pass@host:port). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}
