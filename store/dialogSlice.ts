import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface DialogState {
  /** A sweetalert2 message is up (components/common/dialogFire): it shows one at a time. */
  message: boolean;
  /** The portal's own modals open (components/common/modal: a drawer, the slot modal, the deposit dialog). */
  modals: number;
}

const initialState: DialogState = { message: false, modals: 0 };

/** Which dialogs are over the page, as the dialog helpers report them: a page behind one is covered. */
export const dialogSlice = createSlice({
  name: 'dialog',
  initialState,
  reducers: {
    messageShown(state, action: PayloadAction<boolean>) {
      state.message = action.payload;
    },
    modalOpened(state) {
      state.modals += 1;
    },
    modalClosed(state) {
      state.modals = Math.max(0, state.modals - 1);
    },
  },
  selectors: {
    selectCovered: (state) => state.message || state.modals > 0,
  },
});

export const { messageShown, modalOpened, modalClosed } = dialogSlice.actions;
export const { selectCovered } = dialogSlice.selectors;
