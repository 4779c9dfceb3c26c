import { createAction } from '@reduxjs/toolkit';

/** Server-rendered state arrives with each page's props (first load and client-side navigation alike). */
export const pageHydrated = createAction<Record<string, unknown>>('page/hydrated');
