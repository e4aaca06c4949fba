import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** The action link, shown as a button in the local outbox. */
  readonly link?: string;
}

/** Sends a mail. The local outbox and SMTP are both Mailers. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Records mails in the database so the local outbox page can show them. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, link: mail.link ?? null });
    },
  };
}

/** Sends through every mailer; the first failure wins. */
export function combineMailers(...mailers: Mailer[]): Mailer {
  return {
    async send(mail) {
      for (const m of mailers) await m.send(mail);
    },
  };
}
