/**
 * OTC loans (issue 14): one query factory per `/api/loan/*` endpoint, keys local as
 * `LOAN_KEYS`, and the calls that change something (each answers the toast's text). Every
 * loan list and page is the caller's own, so the keys carry the token.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LoanDetail, LoanEnquiryItem, LoanItem, LoanTerms } from '@bourse/shared';
import { api, type Params } from '../../api/client.ts';
import { session } from '../../store/session.ts';

export const LOAN_KEYS = {
  terms: 'loan.terms',
  enquiries: 'loan.enquiries',
  list: 'loan.list',
  detail: 'loan.detail',
} as const;

/**
 * An active loan's risk rate follows the index: its page asks again every 15 s (the job
 * that may close it runs every 10 s), the list every 30 s.
 */
export const DETAIL_REFRESH_MS = 15_000;
export const LIST_REFRESH_MS = 30_000;

const token = () => session.get().token;
const lang = () => session.get().lang;

/** `GET /loan/terms`: public; signed in it carries the caller's eligibility. */
export const termsQuery = () =>
  queryOptions({
    queryKey: [LOAN_KEYS.terms, lang(), token()] as const,
    queryFn: () => api.get<LoanTerms>('/loan/terms', {}, { quiet: true }),
  });

export const enquiriesQuery = () =>
  queryOptions({
    queryKey: [LOAN_KEYS.enquiries, token()] as const,
    queryFn: () => api.get<LoanEnquiryItem[]>('/loan/enquiries', {}, { quiet: true }),
    enabled: Boolean(token()),
  });

export const loansQuery = () =>
  queryOptions({
    queryKey: [LOAN_KEYS.list, token()] as const,
    queryFn: () => api.get<LoanItem[]>('/loan/list', {}, { quiet: true }),
    enabled: Boolean(token()),
    refetchInterval: LIST_REFRESH_MS,
  });

export const loanDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [LOAN_KEYS.detail, token(), id] as const,
    queryFn: () => api.get<LoanDetail>('/loan/detail', { id }, { quiet: true }),
    enabled: Boolean(token()) && id > 0,
    // Only an active loan moves with the index.
    refetchInterval: (q) => (q.state.data?.status === 'active' ? DETAIL_REFRESH_MS : false),
    // A refused id (not found) will not be found on a retry either.
    retry: false,
  });

export const applyLoan = (body: Params) => api.post<string>('/loan/apply', body);
export const withdrawEnquiry = (id: number) => api.post<string>('/loan/withdraw', { id });
export const acceptOffer = (id: number) => api.post<string>('/loan/accept', { id });
export const declineOffer = (id: number) => api.post<string>('/loan/decline', { id });
export const repayLoan = (id: number) => api.post<string>('/loan/repay', { id });

/** After any change: every loan query of this user is read again. */
export function refreshLoans(client: QueryClient): Promise<unknown> {
  return Promise.all(
    Object.values(LOAN_KEYS).map((key) => client.invalidateQueries({ queryKey: [key] })),
  );
}
