export { createMailer, DEFAULT_MAIL_FROM, type Mailer, type OutboxEmail } from './mailer';
export {
  confirmationEmail,
  emailChangeEmail,
  passwordResetEmail,
  type MailMessage,
} from './templates';
