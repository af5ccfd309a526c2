export { createMailer, DEFAULT_MAIL_FROM, type Mailer, type OutboxEmail } from './mailer';
export {
  confirmationEmail,
  emailChangeEmail,
  emailChangeNoticeEmail,
  familyDeleteEmail,
  passwordResetEmail,
  escapeHtml,
  type MailMessage,
} from './templates';
