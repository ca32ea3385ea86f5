import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries; logged when the mail goes to the outbox so a developer can follow it. */
  link: string;
};

export type Mailer = {
  /** Links in mails are built only from this, never from request headers. */
  readonly publicUrl: string;
  /** Resolves once the SMTP server accepted the mail or the outbox file is written. */
  send(mail: Mail): Promise<void>;
  close(): void;
};

type Log = { info(details: object, message: string): void };

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file under DATA_DIR/outbox/. */
export function createMailer(config: Config, log: Log): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config);
  return createOutboxMailer(config, log);
}

function createSmtpMailer(config: Config): Mailer {
  const transport = nodemailer.createTransport(config.smtpUrl!);
  return {
    publicUrl: config.publicUrl,
    async send(mail) {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close() {
      transport.close();
    },
  };
}

function createOutboxMailer(config: Config, log: Log): Mailer {
  const outbox = join(config.dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    publicUrl: config.publicUrl,
    async send(mail) {
      const info = await composer.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      // The mails hold link tokens: the outbox is its owner's alone, like the rest of DATA_DIR.
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = join(outbox, `${Date.now()}-${randomUUID()}.eml`);
      // Written aside and renamed, so whoever watches the outbox never reads half a mail.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      log.info({ to: mail.to, subject: mail.subject, link: mail.link, file }, 'mail written to the outbox');
    },
    close() {
      composer.close();
    },
  };
}
