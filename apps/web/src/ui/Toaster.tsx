// The one place toasts are mounted; sonner's `toast` is re-exported so callers need not know the library.
import { Toaster as Sonner, toast } from 'sonner';

export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return <Sonner theme={theme} position="top-center" richColors closeButton />;
}

export { toast };
