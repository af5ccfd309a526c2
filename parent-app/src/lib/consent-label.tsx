import {
  CHILD_CONSENT_TEXT,
  PRIVACY_POLICY_LINK_TEXT,
  PRIVACY_POLICY_PATH,
} from '@portal/contracts/messages';
import { libCopy as C } from './copy';

/**
 * The parent's consent text (LGPD art. 14) with 'Política de Privacidade' as a link to the
 * policy page (issue 41). It opens in a new tab, so the form being filled stays as it is; the
 * link says so to screen readers by its description ({@link NewTabNotice} with `noticeId`,
 * rendered outside the checkbox's label so that the checkbox's name stays the consent text).
 */
export function ConsentLabel({ noticeId }: { noticeId: string }) {
  const at = CHILD_CONSENT_TEXT.indexOf(PRIVACY_POLICY_LINK_TEXT);
  // One span: the checkbox's label is a flex box, and loose text beside the link would become
  // separate flex items (laid out as columns, and named with spaces around the link).
  return (
    <span>
      {CHILD_CONSENT_TEXT.slice(0, at)}
      <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener" aria-describedby={noticeId}>
        {PRIVACY_POLICY_LINK_TEXT}
      </a>
      {CHILD_CONSENT_TEXT.slice(at + PRIVACY_POLICY_LINK_TEXT.length)}
    </span>
  );
}

/** '(abre em nova aba)', hidden: the description of a link that opens a new tab. */
export function NewTabNotice({ id }: { id: string }) {
  return (
    <span id={id} hidden>
      {C.opensInNewTab}
    </span>
  );
}
