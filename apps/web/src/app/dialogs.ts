// Which app-wide dialog is open. The header, the footer and the mobile drawer all open the same
// dialogs, so the choice lives in one small store and one host renders it (app/DialogHost.tsx).
import { create } from 'zustand';

export type AppDialog = 'language' | 'currency' | 'feedback';

interface DialogState {
  open: AppDialog | null;
  show: (dialog: AppDialog) => void;
  close: () => void;
}

export const useDialogs = create<DialogState>()((set) => ({
  open: null,
  show: (dialog) => set({ open: dialog }),
  close: () => set({ open: null }),
}));
