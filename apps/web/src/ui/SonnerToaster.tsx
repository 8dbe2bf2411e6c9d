// The sonner toaster, loaded on the first toast (see toast.ts).
import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonner } from 'sonner';
import { toasterReady } from './toast.ts';

export default function SonnerToaster({ theme }: { theme: 'light' | 'dark' }) {
  useEffect(() => {
    toasterReady({ error: sonner.error, success: sonner.success, info: sonner.info });
  }, []);
  return <Sonner theme={theme} position="top-center" richColors closeButton />;
}
