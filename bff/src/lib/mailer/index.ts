export { createMailer, DEFAULT_MAIL_FROM, type Mailer, type OutboxEmail } from './mailer';
export {
  confirmationEmail,
  emailChangeEmail,
  emailChangeNoticeEmail,
  familyDeleteEmail,
  passwordResetEmail,
  type MailMessage,
} from './templates';
