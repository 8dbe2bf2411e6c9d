// The sonner toaster, loaded on the first toast (see toast.ts).
import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner, toast as sonner } from 'sonner';
import { toasterReady } from './toast.ts';

// Sonner's rich error colours on the day theme (#e60000 on #fff0f0) stay under WCAG AA's 4.5:1 for
// its 13 px text (axe: 4.34); a darker red on the same tint reads at about 5.8:1. The night pair
// keeps sonner's dark tint with a lighter text.
const ERROR_COLOURS: Record<'light' | 'dark', CSSProperties> = {
  light: { '--error-bg': '#fff0f0', '--error-border': '#ffe0e1', '--error-text': '#c00000' } as CSSProperties,
  dark: { '--error-bg': '#2d0607', '--error-border': '#4d0408', '--error-text': '#ffb3b5' } as CSSProperties,
};

export default function SonnerToaster({ theme }: { theme: 'light' | 'dark' }) {
  useEffect(() => {
    toasterReady({ error: sonner.error, success: sonner.success, info: sonner.info });
  }, []);
  return <Sonner theme={theme} position="top-center" richColors closeButton style={ERROR_COLOURS[theme]} />;
}
