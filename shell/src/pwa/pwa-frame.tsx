import { Button } from '@portal/design-system';
import { useEffect, useSyncExternalStore } from 'react';
import { offlineStatusText, pwaCopy } from './copy';
import { shouldOfferInstall } from './install-rule';
import { applyUpdate, dismiss, getPwaState, install, startPwa, subscribePwa } from './pwa-client';
import './pwa-frame.css';

/**
 * The shell's PWA frame above a remote's page (issue 39, ADR 068), so both remotes get it
 * unchanged: 'Nova versão disponível — Atualizar', 'Sem conexão — mostrando dados de hh:mm'
 * and, from the second visit on and signed in, 'Instalar o Mesadinha' / 'Agora não'.
 */
export default function PwaFrame({ signedIn }: { signedIn: boolean }) {
  useEffect(startPwa, []);
  const state = useSyncExternalStore(subscribePwa, getPwaState, getPwaState);
  const offerInstall = shouldOfferInstall({
    visits: state.visits,
    signedIn,
    hasPrompt: state.hasInstallPrompt,
    dismissed: state.installDismissed,
    standalone: state.standalone,
  });
  return (
    <div className="shell-pwa" data-owner="shell" data-pwa-frame="">
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className="shell-pwa__live">
        {state.offlineSince !== null ? (
          <p className="shell-pwa__bar shell-pwa__bar--offline" data-pwa="offline">
            {offlineStatusText(state.offlineSince)}
          </p>
        ) : null}
        {state.updateAvailable ? (
          <div className="shell-pwa__bar shell-pwa__bar--update shell-pwa__float" data-pwa="update">
            <span>{pwaCopy.updateAvailable} — </span>
            <Button size="sm" onClick={applyUpdate}>
              {pwaCopy.update}
            </Button>
          </div>
        ) : null}
      </div>
      {/* Under the update offer they would overlap: the update comes first. */}
      {offerInstall && !state.updateAvailable ? (
        <section
          className="shell-pwa__bar shell-pwa__bar--install shell-pwa__float"
          aria-label={pwaCopy.install}
          data-pwa="install"
        >
          <span className="shell-pwa__hint">{pwaCopy.installHint}</span>
          <span className="shell-pwa__actions">
            <Button size="sm" onClick={() => void install()}>
              {pwaCopy.install}
            </Button>
            <Button size="sm" variant="ghost" onClick={dismiss}>
              {pwaCopy.notNow}
            </Button>
          </span>
        </section>
      ) : null}
    </div>
  );
}
