import { AcceptProposalResponse, ListLayoutProposalsResponse, RefuseProposalResponse } from '../../../shared/api/client-proposals.js';
import { postJson } from '../../api/post-json.js';
import { requestJson } from '../../api/request-json.js';

function proposalsPath(layoutId: string, suffix = ''): string {
  return `/api/layouts/${encodeURIComponent(layoutId)}/proposals${suffix}`;
}

/** The operator's side of the client's proposals on one layout. */
export const proposalsApi = {
  list: (layoutId: string) => requestJson(proposalsPath(layoutId), ListLayoutProposalsResponse),
  accept: (layoutId: string, proposalId: string) => postJson(proposalsPath(layoutId, `/${encodeURIComponent(proposalId)}/accept`), {}, AcceptProposalResponse),
  refuse: (layoutId: string, proposalId: string) => postJson(proposalsPath(layoutId, `/${encodeURIComponent(proposalId)}/refuse`), {}, RefuseProposalResponse),
};
