export { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './toast';
export { toast, type ToastOptions, type ToastTone } from './toast-store';
