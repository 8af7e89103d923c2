/**
 * Outgoing mail. Default: each message is written as an .eml file in DATA_DIR/mail and its links are
 * logged, so sign-up works with no mail server. With MAIL_URL, messages go out over SMTP.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

export function createMailer(config: Config, log: Logger): Mailer {
  if (config.mail.url) {
    const smtp = nodemailer.createTransport(config.mail.url);
    return { send: async (m) => void (await smtp.sendMail({ from: config.mail.from, ...m })) };
  }
  const dir = join(config.dataDir, 'mail');
  const eml = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await eml.sendMail({ from: config.mail.from, ...m });
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${Date.now()}-${m.to.replace(/[^\w.@-]/g, '_')}.eml`);
      writeFileSync(file, info.message as Buffer);
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        `Mail "${m.subject}" to ${m.to} written to ${file}${links.length ? `; link: ${links.join(' ')}` : ''}`,
      );
    },
  };
}
