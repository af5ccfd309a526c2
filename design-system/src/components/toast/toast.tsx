import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useThemeAttributes } from '../../theme-provider';
import { IconButton } from '../icon-button/icon-button';
import { subscribeToToasts, toast, type ToastOptions, type ToastTone } from './toast-store';
import './toast.css';

/** What `useToast()` returns. */
export interface ToastApi {
  show: (options: ToastOptions) => void;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Props of `ToastProvider`. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of the toast region. */
  label?: string;
  /** Accessible name of each toast's close button. */
  dismissLabel?: string;
}

const DEFAULT_DURATION_MS = 5000;

/**
 * Holds the toasts and renders them stacked at the top centre of the screen (spec: "Toasts
 * appear at the top center"). Render it once, in the shell; remotes rendered inside the shell's
 * tree reach it through `useToast()` or the `toast` helper.
 */
export function ToastProvider({
  children,
  label = 'Notificações',
  dismissLabel = 'Fechar notificação',
}: ToastProviderProps) {
  const themeAttributes = useThemeAttributes();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    ({ message, tone = 'info', durationMs = DEFAULT_DURATION_MS }: ToastOptions) => {
      nextId.current += 1;
      const id = nextId.current;
      setItems((current) => [...current, { id, message, tone }]);
      if (durationMs > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), durationMs),
        );
    },
    [dismiss],
  );

  useEffect(() => subscribeToToasts(show), [show]);
  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  const render = (item: ToastItem) => (
    <div key={item.id} className={`mesa-toast mesa-toast--${item.tone}`}>
      <p className="mesa-toast__message">{item.message}</p>
      <IconButton label={dismissLabel} icon="✕" onClick={() => dismiss(item.id)} />
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Both live regions exist before any toast arrives, so screen readers announce insertions. */}
      <section {...themeAttributes} aria-label={label} className="mesa-root mesa-toast-region">
        <div role="status" aria-live="polite" className="mesa-toast-region__live">
          {items.filter((item) => item.tone !== 'error').map(render)}
        </div>
        <div role="alert" aria-live="assertive" className="mesa-toast-region__live">
          {items.filter((item) => item.tone === 'error').map(render)}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

/**
 * Shows toasts through the nearest `ToastProvider`. Outside one (a remote running standalone
 * before it mounts a provider) it falls back to the `toast` helper, which queues until a
 * provider subscribes.
 */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? toast;
}
