import { protectionApi } from './protectionApi';

const selectSummary = protectionApi.endpoints.sessionSummary.select();

type State = Parameters<typeof selectSummary>[0];

/** The member's session since login (player protection), as the server render or the last refresh brought it. */
export const selectSessionSummary = (state: State) => selectSummary(state).data;

/** When the summary was last fetched (also on the server): the moment its figures held. */
export const selectSessionSummaryAt = (state: State) => selectSummary(state).fulfilledTimeStamp;

/** A break or self-exclusion in force: the member is in the restricted mode (no lobby, game, deposit or pop-ups). */
export const selectRestriction = (state: State) => selectSummary(state).data?.restriction ?? null;
